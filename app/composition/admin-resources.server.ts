import { blogPostsServer } from "#app/features/blog/blog-posts.resource.server";
import { brandsServer } from "#app/features/brands/brands.resource.server";
import { productsServer } from "#app/features/catalog/products.resource.server";
import { unfoundSearchesServer } from "#app/features/catalog/unfound-searches.resource.server";
import { contactMessagesServer } from "#app/features/contact/contact-messages.resource.server";
import { createMediaLibraryServer } from "#app/features/media/media-library.server";
import { leadsServer } from "#app/features/leads/leads.resource.server";
import { newsletterSubscribersServer } from "#app/features/newsletter/newsletter-subscribers.resource.server";
import { notFoundPathsServer, redirectsServer } from "#app/features/redirects/redirects.resource.server";
import { supportAppsServer } from "#app/features/support/support-apps.resource.server";
import type { ResourceServer } from "#app/http/admin-resource.server";
import { jsonError } from "#app/http/json.server";
import { mediaUsers } from "./media-users.server";

export const mediaLibraryServer = createMediaLibraryServer(mediaUsers);

/**
 * Every admin resource by its URL name (ADR 026, ADR 034): what the two generic route modules
 * (`api/admin/:resource[/:id]`) serve. A new entity adds its server here, and nothing else: its
 * name is the one its definition gives.
 */
export const ADMIN_RESOURCES: Record<string, ResourceServer> = Object.fromEntries(
  [productsServer, brandsServer, blogPostsServer, supportAppsServer, contactMessagesServer, leadsServer, newsletterSubscribersServer, unfoundSearchesServer, redirectsServer, notFoundPathsServer, mediaLibraryServer].map((server) => [
    server.resource.name,
    server as ResourceServer,
  ]),
);

/** The resource a route's `:resource` parameter names; 404 for a name no resource has. */
export function adminResourceNamed(name: string): ResourceServer {
  const server = Object.hasOwn(ADMIN_RESOURCES, name) ? ADMIN_RESOURCES[name] : undefined;
  if (!server) throw jsonError(404, "Kaynak bulunamadı.");
  return server;
}
