import { ADMIN_RESOURCES } from "#app/composition/admin-resources.server";
import routes from "#app/routes";

type RouteEntry = { path?: string; file: string; index?: boolean; children?: RouteEntry[] };
export type FlatRoute = { path: string; file: string };

/**
 * Every route of app/routes.ts as a full path ("/n1_admin/products", "/api/admin/brands/:id"); the
 * generic admin resource routes once per registered resource, as their `:resource` names them.
 */
export function flatRoutes(entries = routes as RouteEntry[], parent = ""): FlatRoute[] {
  return entries.flatMap((entry) => {
    const full = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent || "/";
    const own = entry.path || entry.index ? forEachResource(full).map((path) => ({ path, file: entry.file })) : [];
    return [...own, ...flatRoutes(entry.children ?? [], full)];
  });
}

function forEachResource(path: string): string[] {
  return path.includes(":resource") ? Object.keys(ADMIN_RESOURCES).map((name) => path.replace(":resource", name)) : [path];
}

/** A concrete URL for a route path: every ":param" becomes `value`. */
export function fillParams(path: string, value = "1"): string {
  return path.replace(/:[^/]+/g, value);
}

/** The admin JSON API: every route under /api/admin, with its parameters filled in. */
export function adminApiPaths(): string[] {
  return flatRoutes()
    .filter((route) => route.path.startsWith("/api/admin/"))
    .map((route) => fillParams(route.path));
}

/** The admin pages: the guarded /n1_admin layout and everything under it. */
export function adminPagePaths(): string[] {
  return [...new Set(flatRoutes().filter((route) => route.path === "/n1_admin" || route.path.startsWith("/n1_admin/")).map((route) => route.path))];
}

/** The signed-in user's own API outside /api/admin (401 without a session too). */
export const SESSION_API_PATHS = ["/api/auth/user", "/api/auth/password"] as const;

export const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"] as const;
