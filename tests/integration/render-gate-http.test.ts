import { count } from "drizzle-orm";
import { expect, it } from "vitest";
import { contactMessages } from "#app/db/schema/contact";
import { seedDemoContent } from "#app/db/seed/seed.server";
import { createAppOver } from "#tests/support/test-app";
import { describeEachDatabase } from "#tests/setup/test-database";

const message = (index: number) => ({
  name: `Ziyaretçi ${index}`,
  email: `ziyaretci${index}@example.com`,
  phone: "+90 555 111 22 33",
  subject: "fiyat-teklifi",
  message: "Depomuz için 16 kameralık bir sistem istiyoruz.",
});

describeEachDatabase("admission control over HTTP", (getDatabase) => {
  it("writes that waited for their turn are all done; a request past the queue's bound is refused before it writes", async () => {
    const database = getDatabase();
    await seedDemoContent(database.db);
    const { request } = await createAppOver(database, { TRUST_PROXY: "1", RENDER_CONCURRENCY: "1", RENDER_QUEUE_MAX: "6" });
    const post = (index: number) =>
      request("/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${index + 1}` },
        body: JSON.stringify(message(index)),
      });
    const countMessages = async () => (await database.db.select({ total: count() }).from(contactMessages))[0]!.total;
    const before = await countMessages();

    // One runs, six wait in arrival order, the eighth finds the queue full.
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => post(index)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(7);
    const refused = answers.find((answer) => answer.status === 503)!;
    expect(refused.headers.get("retry-after")).toBe("2");
    expect(((await refused.json()) as { message: string }).message).toBe("Sunucu şu anda çok yoğun. Lütfen birkaç saniye sonra tekrar deneyin.");
    expect(await countMessages()).toBe(before + 7);

    // Once the burst is over the next one is served as usual.
    expect((await post(20)).status).toBe(201);
    expect((await request("/urunler")).status).toBe(200);
  });

  it("a body sent slowly does not hold a render slot while it arrives", async () => {
    const database = getDatabase();
    await seedDemoContent(database.db);
    const { request } = await createAppOver(database, { TRUST_PROXY: "1", RENDER_CONCURRENCY: "1" });
    const json = new TextEncoder().encode(JSON.stringify(message(1)));
    let finishBody!: () => void;
    const bodyHeld = new Promise<void>((resolve) => (finishBody = resolve));
    const slowBody = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(json.subarray(0, 10));
        await bodyHeld;
        controller.enqueue(json.subarray(10));
        controller.close();
      },
    });
    const slowPost = request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(json.length), "x-forwarded-for": "198.51.100.50" },
      body: slowBody,
      duplex: "half",
    } as RequestInit);

    // With the one slot free, a page is answered while the post's body is still on its way.
    const page = await request("/hakkimizda", { signal: AbortSignal.timeout(5_000) });
    expect(page.status).toBe(200);
    finishBody();
    expect((await slowPost).status).toBe(201);
  });
});
