import { expect, it } from "vitest";
import { purgeWhenSlideWindowsPass } from "#app/features/content/content-schedule.server";
import { istanbulMoment } from "#app/lib/istanbul-time";
import { describeSignedIn } from "#tests/support/test-app";

/* The home page's and the services page's content (issue 31, ADR 041): slide windows, the top bar, the brand strip, figures, the services. */

type Home = { slides: { title: string; visibleFrom?: string; visibleUntil?: string }[] } & Record<string, unknown>;
type Services = { services: { title: string; fullDescription: string; media: { type: string; src: string; alt: string }[] }[] } & Record<string, unknown>;

/** An Istanbul wall-clock time as the editor's datetime-local field writes it. */
const istanbulLocal = (date: Date) => new Date(date.getTime() + 3 * 3_600_000).toISOString().slice(0, 16);
const minutesFromNow = (minutes: number) => istanbulLocal(new Date(Date.now() + minutes * 60_000));

describeSignedIn("home and services content", (ctx) => {
  const HOME = "/api/admin/content/site/ana-sayfa";
  const SERVICES = "/api/admin/content/page/hizmetlerimiz";
  const load = async <T>(path: string) => (await (await ctx.send("GET", path)).json()) as { version: number; published: T };
  const publish = async (path: string, change: (data: Record<string, unknown>) => Record<string, unknown>) => {
    const current = await load<Record<string, unknown>>(path);
    return ctx.send("POST", `${path}/publish`, { version: current.version, data: change(current.published) });
  };
  // A visitor's page; on PostgreSQL the purge after a publication arrives by NOTIFY a moment later.
  const visitorPage = (path: string, includes: string) => expect.poll(async () => (await (await ctx.request(path)).text()).includes(includes), { timeout: 5_000 });

  it("leaves out a slide whose window closed or has not opened, and shows the others", async () => {
    const home = await load<Home>(HOME);
    const [first, second, third] = home.published.slides;
    const response = await publish(HOME, (data) => ({
      ...data,
      slides: [
        { ...first, visibleUntil: minutesFromNow(-60) },
        { ...second, visibleFrom: minutesFromNow(60) },
        { ...third, visibleFrom: minutesFromNow(-60), visibleUntil: minutesFromNow(60) },
      ],
    }));
    expect(response.status).toBe(200);
    await visitorPage("/", third!.title).toBe(true);
    const html = await (await ctx.request("/")).text();
    expect(html).not.toContain(first!.title);
    expect(html).not.toContain(second!.title);
    // One slide left: no controls to move between slides.
    expect(html).not.toContain('aria-label="Sonraki slayt"');
  });

  it("empties the page cache when a slide's window closes, and not between edges", async () => {
    const home = await load<Home>(HOME);
    const local = minutesFromNow(10);
    const until = istanbulMoment(local);
    expect((await publish(HOME, (data) => ({ ...data, slides: [{ ...home.published.slides[0]!, visibleFrom: undefined, visibleUntil: local }] }))).status).toBe(200);
    // The writer empties its own cache at once; on PostgreSQL the NOTIFY of the publication arrives a moment later and empties it again.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await expect.poll(async () => (await ctx.request("/")).headers.get("x-cache"), { timeout: 5_000 }).toBe("HIT");
    const db = ctx.database.db;
    expect(await purgeWhenSlideWindowsPass(db, new Date(), new Date(Date.now() + 60_000))).toBe(false);
    expect((await ctx.request("/")).headers.get("x-cache")).toBe("HIT");
    expect(await purgeWhenSlideWindowsPass(db, new Date(until.getTime() - 15_000), new Date(until.getTime() + 1_000))).toBe(true);
    await expect.poll(async () => (await ctx.request("/")).headers.get("x-cache"), { timeout: 5_000 }).not.toBe("HIT");
  });

  it("refuses a slide that ends before it starts, a malformed time and a chosen strip without brands, beside the field", async () => {
    const home = await load<Home>(HOME);
    const slide = home.published.slides[0]!;
    const backwards = await publish(HOME, (data) => ({ ...data, slides: [{ ...slide, visibleFrom: "2026-12-10T10:00", visibleUntil: "2026-12-01T10:00" }] }));
    expect(backwards.status).toBe(400);
    expect((await backwards.json()).fieldErrors).toEqual({ "slides.0.visibleUntil": ["Slaytın kalktığı an, görünür olduğu andan sonra olmalı."] });
    const malformed = await publish(HOME, (data) => ({ ...data, slides: [{ ...slide, visibleUntil: "31.12.2026" }] }));
    expect(malformed.status).toBe(400);
    expect(Object.keys((await malformed.json()).fieldErrors)).toEqual(["slides.0.visibleUntil"]);
    const chosen = await publish(HOME, (data) => ({ ...data, brandStrip: "chosen", brandStripSlugs: [] }));
    expect(chosen.status).toBe(400);
    expect(Object.keys((await chosen.json()).fieldErrors)).toEqual(["brandStripSlugs"]);
  });

  it("shows the top bar text on every page, the figures, and hides the brand strip when staff say so", async () => {
    const response = await publish(HOME, (data) => ({ ...data, topBarText: "Aralık kampanyası: keşif ücretsiz", brandStrip: "hidden", figures: [{ value: "100+", label: "Müşteri" }] }));
    expect(response.status).toBe(200);
    await visitorPage("/iletisim", "Aralık kampanyası: keşif ücretsiz").toBe(true);
    const html = await (await ctx.request("/")).text();
    expect(html).toContain("Aralık kampanyası: keşif ücretsiz");
    expect(html).not.toContain("Çalıştığımız Markalar");
    expect(html).toMatch(/<dd[^>]*>100\+<\/dd>/);
  });

  it("publishes a service's edited text on the services page", async () => {
    const response = await publish(SERVICES, (data) => {
      const services = [...(data as Services).services];
      services[1] = { ...services[1]!, fullDescription: "Yangın algılama projelerini yeni yönetmeliğe göre hazırlıyoruz." };
      return { ...data, services };
    });
    expect(response.status).toBe(200);
    await visitorPage("/hizmetlerimiz", "Yangın algılama projelerini yeni yönetmeliğe göre hazırlıyoruz.").toBe(true);
  });

  it("refuses a gallery item outside the site's own pictures and videos, and two services of one name", async () => {
    const services = (await load<Services>(SERVICES)).published.services;
    const outside = await publish(SERVICES, (data) => ({
      ...data,
      services: [{ ...services[0]!, media: [{ type: "video", src: "https://example.com/film.mp4", alt: "Dış video" }] }, ...services.slice(1)],
    }));
    expect(outside.status).toBe(400);
    expect(Object.keys((await outside.json()).fieldErrors)).toEqual(["services.0.media.0.src"]);
    const pictureAsVideo = await publish(SERVICES, (data) => ({ ...data, services: [{ ...services[0]!, media: [{ type: "video", src: "/images/services/a.svg", alt: "Resim" }] }, ...services.slice(1)] }));
    expect(pictureAsVideo.status).toBe(400);
    const twice = await publish(SERVICES, (data) => ({ ...data, services: [...services, { ...services[0]!, id: 99, title: services[0]!.title.toLocaleUpperCase("tr-TR") }] }));
    expect(twice.status).toBe(400);
    expect((await twice.json()).fieldErrors).toEqual({ services: ["Her hizmetin adı farklı olmalı: adı, sayfadaki bağlantısı olur."] });
  });
});
