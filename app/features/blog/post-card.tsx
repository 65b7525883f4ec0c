import { CalendarDays, Clock, Newspaper, RefreshCw } from "lucide-react";
import { SiteLink } from "#app/components/ui/site-link";
import { CardSkeleton } from "#app/components/ui/card-skeleton";
import { Picture, type PictureProps } from "#app/components/ui/picture";

export type PostCardPost = {
  slug: string;
  title: string;
  excerpt: string;
  imageUrl: string | null;
  publishedAt: string | null;
  dateLabel: string | null;
  readingTime: string;
};

type PostMetaPost = Pick<PostCardPost, "publishedAt" | "dateLabel" | "readingTime"> & { updatedAt?: string | null; updatedLabel?: string | null };

/** Date, later update (the post's page only) and reading time, as the list cards and the post's heading show them. */
export function PostMeta({ post, className = "text-slate-600" }: { post: PostMetaPost; className?: string }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm ${className}`}>
      {post.publishedAt && post.dateLabel && (
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4" />
          <time dateTime={post.publishedAt}>{post.dateLabel}</time>
        </span>
      )}
      {post.updatedAt && post.updatedLabel && (
        <span className="inline-flex items-center gap-1.5">
          <RefreshCw aria-hidden="true" className="size-4" />
          <span>
            Güncellendi: <time dateTime={post.updatedAt}>{post.updatedLabel}</time>
          </span>
        </span>
      )}
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {post.readingTime}
      </span>
    </p>
  );
}

type ListImageLoading = Pick<PictureProps, "priority" | "loading">;

/** The cover picture, or a quiet navy panel when a post has none. `eager`: the post's own cover, its LCP image. */
export function PostCover({
  post,
  className,
  eager = false,
  imageLoading,
}: {
  post: Pick<PostCardPost, "imageUrl">;
  className: string;
  eager?: boolean;
  /** A list card's cover: lazy unless given (`firstRowLoading`). */
  imageLoading?: ListImageLoading;
}) {
  if (!post.imageUrl) {
    return (
      <div className={`grid place-items-center bg-gradient-to-br from-navy-900 to-navy-700 ${className}`}>
        <Newspaper aria-hidden="true" className="size-12 text-navy-200" />
      </div>
    );
  }
  return (
    <Picture
      src={post.imageUrl}
      alt=""
      width={1200}
      height={630}
      // The post's cover spans the article column; a list card is a third of the content width.
      sizes={eager ? "(min-width: 56rem) 54rem, 100vw" : "(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw"}
      {...(eager ? { priority: true } : imageLoading)}
      className={`bg-slate-100 object-cover ${className}`}
    />
  );
}

/** A post in the /blog list: cover, date, reading time, title (the whole card is its link) and excerpt. */
export function PostCard({ post, imageLoading }: { post: PostCardPost; imageLoading?: ListImageLoading }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-accent-600 hover:shadow-md">
      <PostCover post={post} className="aspect-[1200/630] w-full" imageLoading={imageLoading} />
      <div className="flex flex-1 flex-col p-5">
        <PostMeta post={post} />
        <h2 className="mt-3 text-xl font-bold">
          <SiteLink to={`/blog/${post.slug}`} className="after:absolute after:inset-0 focus:outline-none">
            {post.title}
          </SiteLink>
        </h2>
        <p className="mt-2 line-clamp-3 text-slate-700">{post.excerpt}</p>
        <p aria-hidden="true" className="mt-auto pt-4 text-sm font-semibold text-accent-700">
          Devamını Oku →
        </p>
      </div>
    </article>
  );
}

/** A grey placeholder with a post card's shape, shown while the list loads. */
export function PostCardSkeleton() {
  return <CardSkeleton testId="post-skeleton" mediaClassName="aspect-[1200/630]" bars={["h-3 w-1/2", "h-6 w-4/5", "h-3 w-full", "h-3 w-2/3"]} />;
}

/** The category strip of /blog (docs/product.md#blog). It only names the topics; it is not clickable. */
export const BLOG_CATEGORIES = ["CCTV", "Network", "Yangın", "Alarm", "Akıllı Ev", "Teknoloji"] as const;

export function BlogCategories() {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h2 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">Konular</h2>
      <ul className="flex flex-wrap gap-2" aria-label="Blog konuları">
        {BLOG_CATEGORIES.map((category) => (
          <li key={category} className="rounded-full border border-navy-200 bg-navy-50 px-3 py-1 text-sm font-semibold text-navy-800">
            {category}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The list's error panel. */
export function BlogListError() {
  return (
    <div role="alert" className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-10 text-center">
      <h2 className="text-2xl font-bold">Blog Yazıları Yüklenemedi</h2>
      <p className="mt-2 text-slate-700">Blog yazıları yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.</p>
    </div>
  );
}
