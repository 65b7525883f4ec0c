import { data, isRouteErrorResponse, Link } from "react-router";
import { getAppContext } from "#app/app-context.server";
import { PageHeading } from "#app/components/layout/page-heading";
import { getPublishedPost } from "#app/features/blog/blog.server";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import type { Route } from "./+types/blog-post";

export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await getPublishedPost(getAppContext(context).db, { slug: params.slug });
  if (!post) throw data(null, { status: 404 });
  return { post };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const site = siteIdentity(matches);
  if (!loaderData) {
    return pageMeta(site, {
      title: "Blog Yazısı Bulunamadı",
      description: "Aradığınız blog yazısı bulunamadı veya yayından kaldırılmış olabilir.",
      path: `/blog/${params.slug}`,
      noindex: true,
    });
  }
  const { post } = loaderData;
  return pageMeta(site, {
    title: post.metaTitle || post.title,
    description: post.metaDescription ?? post.excerpt ?? post.content.slice(0, 160),
    keywords: post.keywords ?? undefined,
    path: `/blog/${post.slug}`,
    image: post.imageUrl ?? undefined,
    type: "article",
  });
};

export default function BlogPostPage({ loaderData: { post } }: Route.ComponentProps) {
  return (
    <>
      <PageHeading title={post.title} intro={post.excerpt ?? undefined} breadcrumbs={[{ label: "Blog", to: "/blog" }]} />
      <article className="mx-auto max-w-3xl px-6 py-12 text-lg leading-relaxed whitespace-pre-line">{post.content}</article>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <section className="mx-auto max-w-content px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">Blog Yazısı Bulunamadı</h1>
      <p className="mt-4 text-lg text-slate-700">
        Aradığınız blog yazısı bulunamadı veya yayından kaldırılmış olabilir.
      </p>
      <Link to="/blog" className="mt-8 inline-block rounded-md bg-navy-900 px-5 py-3 font-semibold text-white">
        Blog&apos;a Dön
      </Link>
    </section>
  );
}
