import { expect, it } from "vitest";
import { SERVICES } from "#app/content/services";
import { describeSignedIn } from "#tests/support/test-app";

/*
 * The services page carries its services' details once (ADR 041): as the sections' HTML, not again
 * as hydration data; the dialog fetches them from /hizmetlerimiz/ayrintilar.
 */

type Doc = { version: number; published: { services: { fullDescription: string }[] } };
const escaped = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");
const count = (html: string, text: string) => html.split(text).length - 1;

describeSignedIn("the services page's details", (ctx) => {
  it("puts each service's full text in the page once, in its section", async () => {
    const html = await (await ctx.request("/hizmetlerimiz")).text();
    for (const service of SERVICES) expect(count(html, escaped(service.fullDescription)), service.title).toBe(1);
    expect(html).toContain("window.__reactRouterContext");
  });

  it("answers the details as JSON for the dialog", async () => {
    const response = await ctx.request("/hizmetlerimiz/ayrintilar");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const { services } = (await response.json()) as { services: typeof SERVICES };
    expect(services.map((service) => service.title)).toEqual(SERVICES.map((service) => service.title));
    expect(services[1]!.media.length).toBeGreaterThan(0);
  });

  it("answers a draft's details to a preview only, uncached", async () => {
    const doc = (await (await ctx.send("GET", "/api/admin/content/page/hizmetlerimiz")).json()) as Doc;
    const services = doc.published.services.map((service, index) => (index === 0 ? { ...service, fullDescription: "Taslak ayrıntılı açıklama." } : service));
    expect((await ctx.send("PUT", "/api/admin/content/page/hizmetlerimiz", { version: doc.version, data: { ...doc.published, services } })).status).toBe(200);
    const preview = await ctx.request("/hizmetlerimiz/ayrintilar?onizleme=1", { headers: { cookie: ctx.cookie } });
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    expect(JSON.stringify(await preview.json())).toContain("Taslak ayrıntılı açıklama.");
    expect(JSON.stringify(await (await ctx.request("/hizmetlerimiz/ayrintilar?onizleme=1")).json()), "not for a visitor").not.toContain("Taslak ayrıntılı");
  });
});
