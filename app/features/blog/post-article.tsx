import { ArrowLeft, ArrowRight } from "lucide-react";
import { SiteLink } from "#app/components/ui/site-link";
import { PostCover } from "./post-card";
import { PostShare } from "./post-share";

/** Typography for the rendered Markdown (no typography plugin: the few rules it needs, here). */
const CONTENT_CLASS = [
  "text-lg leading-relaxed text-slate-800",
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h4]:mt-6 [&_h4]:font-bold",
  "[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1.5",
  "[&_a]:font-semibold [&_a]:text-accent-700 [&_a]:underline [&_a:hover]:text-accent-800",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-navy-200 [&_blockquote]:pl-4 [&_blockquote]:text-slate-700",
  "[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_hr]:my-10 [&_hr]:border-slate-200",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-base [&_pre]:mt-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_table]:mt-6 [&_table]:w-full [&_table]:text-base [&_td]:border [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-2",
  "[&>:first-child]:mt-0",
].join(" ");

export type PostArticleData = { title: string; imageUrl: string | null; html: string };

/** A post's body: cover, the server-rendered (sanitised) Markdown, sharing and the way on: the blog, contact, the products and the free survey. */
export function PostArticle({ post, url }: { post: PostArticleData; url: string }) {
  return (
    <div className="mx-auto max-w-3xl px-6 py-10">
      <article>
        <PostCover post={post} className="aspect-[1200/630] w-full rounded-xl" eager />
        {/* The HTML comes from renderMarkdown on the server: raw HTML off, URL schemes allowlisted. */}
        <div className={`mt-10 ${CONTENT_CLASS}`} dangerouslySetInnerHTML={{ __html: post.html }} />
      </article>
      <div className="mt-12 border-t border-slate-200 pt-8">
        <PostShare url={url} title={post.title} />
      </div>
      <nav aria-label="Yazıdan sonra" className="mt-10 flex flex-col gap-3 rounded-xl bg-navy-50 p-6 sm:flex-row sm:flex-wrap sm:items-center">
        <SiteLink to="/blog" className="inline-flex items-center gap-2 font-semibold text-navy-900 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" /> Tüm Blog Yazıları
        </SiteLink>
        <span className="hidden flex-1 sm:block" />
        <SiteLink to="/iletisim" className="inline-flex items-center justify-center rounded-md border border-navy-900 bg-white px-4 py-2 font-semibold text-navy-900 hover:bg-navy-100">
          Bize Ulaşın
        </SiteLink>
        <SiteLink to="/urunler" className="inline-flex items-center justify-center rounded-md bg-navy-900 px-4 py-2 font-semibold text-white hover:bg-navy-800">
          Ürünleri İnceleyin
        </SiteLink>
        <SiteLink to="/ucretsiz-kesif" className="inline-flex items-center justify-center gap-2 rounded-md bg-accent-600 px-4 py-2 font-semibold text-white hover:bg-accent-700">
          Ücretsiz Keşif İsteyin <ArrowRight aria-hidden="true" className="size-4" />
        </SiteLink>
      </nav>
    </div>
  );
}

/** The panel for a missing or unpublished post, with the way back to the blog. */
export function PostNotFound() {
  return (
    <section className="mx-auto max-w-content px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">Blog Yazısı Bulunamadı</h1>
      <p className="mt-4 text-lg text-slate-700">Aradığınız blog yazısı bulunamadı veya yayından kaldırılmış olabilir.</p>
      <SiteLink to="/blog" className="mt-8 inline-block rounded-md bg-navy-900 px-5 py-3 font-semibold text-white hover:bg-navy-800">
        Blog&apos;a Dön
      </SiteLink>
    </section>
  );
}
