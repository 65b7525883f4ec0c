import { getServices } from "#app/app-context.server";
import { blogRssXml, FEED_SIZE } from "#app/features/blog/blog-rss.server";
import { listApiPosts } from "#app/features/blog/blog.server";
import { getSiteSettings } from "#app/features/site-settings/site-settings.server";
import type { Route } from "./+types/blog-rss";

/** GET /blog/rss.xml: RSS 2.0 of the 20 newest published posts (sample posts never). */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, siteOrigin } = getServices(context);
  const [posts, settings] = await Promise.all([listApiPosts(db, { limit: FEED_SIZE }), getSiteSettings(db)]);
  return new Response(blogRssXml({ siteOrigin, companyName: settings.companyName, posts }), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
