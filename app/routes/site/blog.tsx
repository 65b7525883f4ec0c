import { Suspense } from "react";
import { Await } from "react-router";
import { getAppContext } from "#app/app-context.server";
import { PageHeading } from "#app/components/layout/page-heading";
import { blogFeedLink } from "#app/features/blog/blog-head";
import { loadBlogListing } from "#app/features/blog/blog.server";
import { BlogCategories, BlogListError, PostCard, PostCardSkeleton, type PostCardPost } from "#app/features/blog/post-card";
import { NewsletterBox } from "#app/features/newsletter/newsletter-box";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import { breadcrumbList, jsonLdMeta } from "#app/features/seo/structured-data";
import { isClientDataRequest } from "#app/lib/data-request";
import { loggedDeferred } from "#app/lib/deferred.server";
import type { Route } from "./+types/blog";

export async function loader({ request, context }: Route.LoaderArgs) {
  const appContext = getAppContext(context);
  const listing = loadBlogListing(appContext.db);
  // A client-side navigation gets the promise and shows the 6 skeleton cards of SPEC 9 meanwhile;
  // a document gets the list inline, readable without JavaScript (ADR 013).
  return { listing: isClientDataRequest(request) ? loggedDeferred(listing, appContext, "blog list") : await listing };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteIdentity(matches);
  return [
    ...pageMeta(site, {
      title: "Blog",
      description: "Güvenlik kamerası seçimi, yangın algılama, alarm sistemleri, network altyapısı ve akıllı ev teknolojileri üzerine rehber yazılar.",
      keywords: "güvenlik blogu, kamera seçimi, yangın alarm rehberi, network",
      path: "/blog",
    }),
    blogFeedLink(site),
    jsonLdMeta(site.siteOrigin, "/blog", [
      breadcrumbList(site.siteOrigin, [
        { name: "Ana Sayfa", path: "/" },
        { name: "Blog", path: "/blog" },
      ]),
    ]),
  ];
};

function PostGrid({ posts }: { posts: PostCardPost[] }) {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}

export default function BlogPage({ loaderData: { listing } }: Route.ComponentProps) {
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
      <NewsletterBox />
    </>
  );
}
