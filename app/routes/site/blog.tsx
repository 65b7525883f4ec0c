import { Suspense } from "react";
import { Await, data, redirect } from "react-router";
import { getRequestScope, getServices } from "#app/app-context.server";
import { PageHeading } from "#app/components/layout/page-heading";
import { blogFeedLink } from "#app/features/blog/blog-head";
import { loadBlogListing } from "#app/features/blog/blog.server";
import { BlogCategories, BlogListError, PostCard, PostCardSkeleton, type PostCardPost } from "#app/features/blog/post-card";
import { firstRowLoading } from "#app/components/ui/picture";
import { NEWSLETTER_ANCHOR, NewsletterBox, type NewsletterBoxState } from "#app/features/newsletter/newsletter-box";
import { SUBSCRIBED_MESSAGE } from "#app/features/newsletter/newsletter-messages";
import { parseNewsletterForm, readNewsletterForm } from "#app/features/newsletter/newsletter.schema";
import { rateLimitedMessage, signUpForNewsletter } from "#app/features/newsletter/newsletter.server";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import { breadcrumbList, jsonLdMeta } from "#app/features/seo/structured-data";
import { isClientDataRequest } from "#app/lib/data-request";
import { loggedDeferred } from "#app/lib/deferred.server";
import type { RouteHandle } from "#app/root";
import type { Route } from "./+types/blog";

/** Server-rendered, no React in the browser: the newsletter form posts without JavaScript and is enhanced with it (ADR 027). */
export const handle: RouteHandle = { scripts: "enhance" };

const BLOG_PATH = "/blog";
/** Where a sign-up without JavaScript lands (post/redirect/get): the same page for everyone, so the page cache may keep it. */
const SUBSCRIBED_PARAM = { name: "bulten", value: "kaydedildi" } as const;

/** A refused sign-up's Retry-After; a page shown to everyone sets no header of its own (the page cache keeps it). */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const listing = loadBlogListing(getServices(context).db);
  const subscribed = new URL(request.url).searchParams.get(SUBSCRIBED_PARAM.name) === SUBSCRIBED_PARAM.value;
  // A client-side navigation gets the promise and shows the 6 skeleton cards meanwhile;
  // a document gets the list inline, readable without JavaScript (ADR 013).
  return { subscribed, listing: isClientDataRequest(request) ? loggedDeferred(listing, getRequestScope(context), "blog list") : await listing };
}

/** The newsletter form without JavaScript: the same sign-up as `POST /api/newsletter`, answered with a page. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db } = getServices(context);
  const { clientIp } = getRequestScope(context);
  const form = await request.formData().catch(() => new FormData());
  const signUp = await signUpForNewsletter(db, clientIp, () => parseNewsletterForm(form));
  if (signUp.status === "subscribed") return redirect(`${BLOG_PATH}?${SUBSCRIBED_PARAM.name}=${SUBSCRIBED_PARAM.value}#${NEWSLETTER_ANCHOR}`, 303);
  const { email, marketingConsent } = readNewsletterForm(form);
  const values = { email, marketingConsent };
  if (signUp.status === "rate-limited") {
    const newsletter: NewsletterBoxState = { values, result: { tone: "error", message: rateLimitedMessage(signUp.retryAfterSeconds) } };
    return data({ newsletter }, { status: 429, headers: { "Retry-After": String(signUp.retryAfterSeconds) } });
  }
  const newsletter: NewsletterBoxState = { values, emailError: signUp.refusal.emailError };
  return data({ newsletter }, { status: 400 });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteIdentity(matches);
  return [
    ...pageMeta(site, {
      title: "Blog",
      description: "Güvenlik kamerası seçimi, yangın algılama, alarm sistemleri, network altyapısı ve akıllı ev teknolojileri üzerine rehber yazılar.",
      keywords: "güvenlik blogu, kamera seçimi, yangın alarm rehberi, network",
      path: BLOG_PATH,
    }),
    blogFeedLink(site),
    jsonLdMeta(site.siteOrigin, BLOG_PATH, [
      breadcrumbList(site.siteOrigin, [
        { name: "Ana Sayfa", path: "/" },
        { name: "Blog", path: BLOG_PATH },
      ]),
    ]),
  ];
};

function PostGrid({ posts }: { posts: PostCardPost[] }) {
  return (
    // Three cards a row at the widest: their covers load at once (issue 27: the first is the LCP element).
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, index) => (
        <li key={post.slug}>
          <PostCard post={post} imageLoading={firstRowLoading(index, 3)} />
        </li>
      ))}
    </ul>
  );
}

export default function BlogPage({ loaderData: { listing, subscribed }, actionData }: Route.ComponentProps) {
  const newsletter: NewsletterBoxState = actionData?.newsletter ?? (subscribed ? { result: { tone: "success", message: SUBSCRIBED_MESSAGE } } : {});
  return (
    <>
      <PageHeading title="Blog" intro="Güvenlik ve iletişim sistemleri üzerine sahadan edindiğimiz deneyimle hazırladığımız rehber yazılar." />
      <section aria-label="Blog yazıları" className="mx-auto max-w-content px-6 py-10">
        <BlogCategories />
        {listing instanceof Promise ? (
          <Suspense
            fallback={
              <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Blog yazıları yükleniyor">
                {Array.from({ length: 6 }, (_, index) => (
                  <li key={index}>
                    <PostCardSkeleton />
                  </li>
                ))}
              </ul>
            }
          >
            <Await resolve={listing} errorElement={<BlogListError />}>
              {({ posts }) => <PostGrid posts={posts} />}
            </Await>
          </Suspense>
        ) : (
          // Not inside <Suspense>: React would move a large finished boundary out of place, to be put
          // back by a script, and the list would not show without JavaScript.
          <PostGrid posts={listing.posts} />
        )}
      </section>
      <NewsletterBox action={BLOG_PATH} state={newsletter} />
    </>
  );
}
