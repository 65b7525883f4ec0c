import { eq, like } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { products } from "#app/db/schema/catalog";
import { importJobs } from "#app/db/schema/jobs";
import { siteSettings } from "#app/db/schema/site";
import { FIXTURE_SELECTOR_PROFILE } from "#tests/fixtures/supplier-selector-profile";
import { startSupplierSite } from "#tests/fixtures/supplier-site";
import { createTestDatabase, databaseKinds } from "#tests/setup/test-database";
import { childServers, freePort, signInAt, waitForHealth } from "#tests/support/child-server";

const servers = childServers();
afterAll(() => servers.cleanup());

// The test watches the job from outside the server process, which needs a shared PostgreSQL.
it.runIf(databaseKinds().includes("postgresql"))(
  "a server killed in the middle of an import's transaction leaves no imported product behind",
  async () => {
    const site = await startSupplierSite();
    const database = await createTestDatabase("postgresql");
    try {
      const port = await freePort();
      const server = servers.start({
        PORT: String(port),
        DATA_DIR: servers.tempDataDir(),
        DATABASE_URL: database.url!,
        APP_SECRET: "import-test-secret-import-test-secret",
        ADMIN_USERNAME: "yonetici",
        ADMIN_PASSWORD: "uzun-bir-parola-123",
        SUPPLIER_URL: site.origin,
        SUPPLIER_ALLOW_PRIVATE: "1",
      });
      await waitForHealth(port);
      // 2,000 products over 10 pages, no images: the insert transaction runs for seconds.
      const values = { supplierUrl: `${site.origin}/katalog/toplu`, supplierProfile: { ...FIXTURE_SELECTOR_PROFILE, downloadImages: false, delayMs: 0 } };
      await database.db.insert(siteSettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: siteSettings.id, set: values });

      const base = `http://127.0.0.1:${port}`;
      const cookie = await signInAt(base, { username: "yonetici", password: "uzun-bir-parola-123" });
      const started = await fetch(`${base}/api/admin/imports`, { method: "POST", headers: { cookie } });
      expect(started.status).toBe(202);
      const { id } = (await started.json()) as { id: number };

      const deadline = Date.now() + 60_000;
      let phase = "";
      while (phase !== "saving" && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const [job] = await database.db.select().from(importJobs).where(eq(importJobs.id, id));
        phase = job!.progress.phase;
      }
      expect(phase).toBe("saving");
      await new Promise((resolve) => setTimeout(resolve, 300));
      server.child.kill("SIGKILL");
      await server.exited;

      const [job] = await database.db.select().from(importJobs).where(eq(importJobs.id, id));
      expect(job!.status).toBe("running");
      expect(await database.db.select().from(products).where(like(products.name, "Toplu Ürün %"))).toHaveLength(0);
    } finally {
      await database.dispose();
      await site.close();
    }
  },
  120_000,
);
