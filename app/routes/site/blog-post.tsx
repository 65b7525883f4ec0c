import { data, isRouteErrorResponse } from "react-router";
import { getServices } from "#app/app-context.server";
import { PageHeading } from "#app/components/layout/page-heading";
import { articleMeta, blogFeedLink } from "#app/features/blog/blog-head";
import { loadPostPage } from "#app/features/blog/blog.server";
import { PostArticle, PostNotFound } from "#app/features/blog/post-article";
import { PostMeta } from "#app/features/blog/post-card";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import { blogPostingNode, breadcrumbList, businessOrganization, jsonLdMeta } from "#app/features/seo/structured-data";
import { useSiteData } from "#app/domain/use-site-data";
import type { RouteHandle } from "#app/root";
import type { Route } from "./+types/blog-post";

/** Server-rendered, no React in the browser: only the share button is enhanced (ADR 027). */
export const handle: RouteHandle = { scripts: "enhance" };

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, siteOrigin } = getServices(context);
  const page = await loadPostPage(db, { slug: params.slug, siteOrigin });
  if (!page) throw data(null, { status: 404 });
  return page;
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
  const { post, sample } = loaderData;
  const path = `/blog/${post.slug}`;
  return [
    ...pageMeta(site, {
      title: post.metaTitle,
      description: post.metaDescription,
      keywords: post.keywords ?? undefined,
      path,
      image: post.imageUrl ?? undefined,
      type: "article",
      // The sample posts stand in until staff publish; search engines should not keep them.
      noindex: sample,
    }),
    ...articleMeta(post),
    blogFeedLink(site),
    jsonLdMeta(site.siteOrigin, path, [
      breadcrumbList(site.siteOrigin, [
        { name: "Ana Sayfa", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: post.title, path },
      ]),
      // Every @id the page refers to (the publisher) is a node of the page: the post's author, or for a sample post the business itself.
      ...(sample
        ? [businessOrganization(site.siteOrigin, site.companyName)]
        : [
            blogPostingNode({
              siteOrigin: site.siteOrigin,
              companyName: site.companyName,
              path,
              headline: post.title,
              description: post.metaDescription,
              image: post.imageUrl,
              datePublished: post.publishedAt,
              dateModified: post.updatedAt,
              keywords: post.keywords,
            }),
          ]),
    ]),
  ];
};

export default function BlogPostPage({ loaderData: { post } }: Route.ComponentProps) {
  const { siteOrigin } = useSiteData();
  return (
    <>
      <PageHeading title={post.title} intro={post.excerpt} breadcrumbs={[{ label: "Blog", to: "/blog" }]}>
        <PostMeta post={post} className="mt-5 text-navy-100" />
      </PageHeading>
      <PostArticle post={post} url={`${siteOrigin}/blog/${post.slug}`} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <PostNotFound />;
}
