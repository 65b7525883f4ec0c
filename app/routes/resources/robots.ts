import { getServices } from "#app/app-context.server";
import { robotsTxt } from "#app/features/seo/sitemap.server";
import type { Route } from "./+types/robots";

/** GET /robots.txt (`robotsTxt`): what crawlers keep out of; the sitemap is on SITE_URL. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(getServices(context).siteOrigin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
