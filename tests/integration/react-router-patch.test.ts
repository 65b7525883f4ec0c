import { existsSync, readFileSync } from "node:fs";
import { createStaticHandler, createStaticRouter, type EntryContext, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoContent } from "#app/db/seed/seed.server";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-database";
import { createAppOver, loadServerBuild } from "#tests/support/test-app";

// patches/react-router+7.18.4.patch (ADR 027, "Fifth pass"; ADR 039, "Fifth session"): what React
// Router rebuilt on every document render is made once per build, the hydration data is encoded only
// when read, and the server remembers the route matches of recent paths. When
// React Router changes, these tests say whether the patch still applies and still takes effect;
// ADR 032, "Upgrading React Router", says what to do then.
const PATCH = "patches/react-router+7.18.4.patch";
const UPGRADING = "see docs/decisions/032-one-runtime-one-seam.md, \"Upgrading React Router\"";

let database: TestDatabase;
let request: (target: string) => Promise<Response>;
const contexts: EntryContext[] = [];
/** Per render: whether the hydration data was still unencoded (a getter) when the entry got the context. */
const handoffUnread: boolean[] = [];

beforeAll(async () => {
  database = await createTestDatabase("pglite");
  await seedDemoContent(database.db);
  const build = await loadServerBuild();
  const renderDocument = build.entry.module.default;
  // The real entry, with each render's context noted after the entry has used it.
  const observedBuild: ServerBuild = {
    ...build,
    entry: {
      module: {
        ...build.entry.module,
        default: async (...args: Parameters<typeof renderDocument>) => {
          handoffUnread.push(typeof Object.getOwnPropertyDescriptor(args[3], "serverHandoffStream")?.get === "function");
          const response = await renderDocument(...args);
          contexts.push(args[3]);
          return response;
        },
      },
    },
  };
  ({ request } = await createAppOver(database, { PAGE_CACHE: "off" }, { build: async () => observedBuild }));
});

afterAll(async () => {
  await database?.dispose();
});

describe("the React Router patch", () => {
  it("was made for the React Router that is installed", () => {
    const installed = (JSON.parse(readFileSync("node_modules/react-router/package.json", "utf8")) as { version: string }).version;
    const patched = /react-router\+(.+)\.patch$/.exec(PATCH)![1];
    expect(installed, `React Router ${installed} is installed, but ${PATCH} was made for ${patched}: port the patch to it or remove it (${UPGRADING})`).toBe(patched);
  });

  it("is applied: every line it adds is in the file it patches", () => {
    const sections = readFileSync(PATCH, "utf8").split(/^diff --git /m).slice(1);
    expect(sections).toHaveLength(2);
    for (const section of sections) {
      const file = /^\+\+\+ b\/(\S+)$/m.exec(section)![1]!;
      const installed = existsSync(file) ? readFileSync(file, "utf8") : "";
      const missing = section
        .split("\n")
        .filter((line) => line.startsWith("+") && !line.startsWith("+++") && line.trim() !== "+")
        .map((line) => line.slice(1))
        .filter((line) => !installed.includes(line));
      expect(missing, `${file} lacks lines of ${PATCH}: run npm install (patch-package applies it), or port the patch (${UPGRADING})`).toEqual([]);
    }
  });
});

describe("React Router, as patched", () => {
  it("renders every document of one build with the same route modules", async () => {
    contexts.length = 0;
    expect((await request("/kvkk")).status).toBe(200);
    expect((await request("/hizmetlerimiz")).status).toBe(200);
    expect(contexts).toHaveLength(2);
    expect(contexts[1]!.routeModules, `the route modules were made again for a render: the patch no longer takes effect (${UPGRADING})`).toBe(contexts[0]!.routeModules);
  });

  it("leaves the hydration data unencoded on a page without React, and encodes it for a hydrated page", async () => {
    contexts.length = 0;
    handoffUnread.length = 0;
    const withoutReact = await (await request("/kvkk")).text();
    const hydrated = await (await request("/hizmetlerimiz")).text();
    expect(handoffUnread, `React Router encoded the hydration data before the entry read it: the patch no longer takes effect (${UPGRADING})`).toEqual([true, true]);
    expect(withoutReact).not.toContain("__reactRouterContext");
    expect(contexts[0]!.serverHandoffStream).toBeUndefined();
    expect(hydrated).toContain("streamController.enqueue");
    expect(contexts[1]!.serverHandoffStream).toBeInstanceOf(ReadableStream);
  });

  it("makes the static router's data routes once per routes array", async () => {
    const routes = [{ id: "root", path: "/", children: [{ id: "page", path: "sayfa" }] }];
    const context = await createStaticHandler(routes).query(new Request("https://www.ornek-guvenlik.example/sayfa"));
    if (context instanceof Response) throw new Error("expected a static handler context");
    const first = createStaticRouter(routes, context);
    const second = createStaticRouter(routes, context);
    expect(second.routes, `the static router made its data routes again: the patch no longer takes effect (${UPGRADING})`).toBe(first.routes);
    expect(second.state.matches.map((match) => match.route.id)).toEqual(["root", "page"]);
    const otherRoutes = [{ id: "root", path: "/" }];
    expect(createStaticRouter(otherRoutes, context).routes).not.toBe(first.routes);
  });

  it("remembers a path's route matches and hands every request a copy of its own", async () => {
    const routes = [{ id: "root", path: "/", children: [{ id: "product", path: "urun/:id" }, { id: "page", path: "sayfa" }] }];
    const handler = createStaticHandler(routes);
    const matchesOf = async (path: string) => {
      const context = await handler.query(new Request(`https://www.ornek-guvenlik.example${path}`));
      if (context instanceof Response) throw new Error("expected a static handler context");
      return context.matches;
    };
    const first = await matchesOf("/urun/1");
    // Read-only by type, but a request that changed what it was given must not change what the next one gets.
    Object.assign(first[1]!.params, { id: "degisti" });
    const second = await matchesOf("/urun/1");
    expect(second.map((match) => match.route.id)).toEqual(["root", "product"]);
    expect(second[1]!.params).toEqual({ id: "1" });
    expect(second[1]).not.toBe(first[1]);
    expect((await matchesOf("/urun/2"))[1]!.params).toEqual({ id: "2" });
    expect((await matchesOf("/sayfa")).map((match) => match.route.id)).toEqual(["root", "page"]);
    const missing = await handler.query(new Request("https://www.ornek-guvenlik.example/yok"));
    expect(missing instanceof Response ? missing.status : missing.statusCode).toBe(404);
  });
});
