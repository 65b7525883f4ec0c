/**
 * Route `handle` fields the root layout reads. `scripts: false` serves the page without any
 * JavaScript: no `<Scripts/>` (hence no modulepreload or hydration data) and no `<ScrollRestoration/>`
 * (ADR 017). `scripts: "enhance"` serves it without React too, but with the small enhancement
 * script that gives its widgets their behaviour (app/enhance/main.ts, ADR 027). JSON-LD stays: it
 * is data, not script.
 */
export type RouteHandle = { lang?: "tr" | "en"; scripts?: false | "enhance" };

/** What the server ships with a page: React ("react"), the enhancement script only, or nothing; the strictest matched route decides. */
export type ShippedScripts = "react" | "enhance" | "none";

export function shippedScripts(handles: readonly unknown[]): ShippedScripts {
  const scripts = handles.map((handle) => (handle as RouteHandle | undefined)?.scripts);
  if (scripts.includes(false)) return "none";
  return scripts.includes("enhance") ? "enhance" : "react";
}
