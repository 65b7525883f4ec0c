import { existsSync, readdirSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { childServers, freePort, waitForHealth } from "#tests/support/child-server";

/*
 * The built server as a real process, spoken to over raw sockets (issue 10, item 2): odd request
 * lines, paths that must never be served, a slow-loris client and the connection cap.
 */
const servers = childServers();
let port: number;
let server: ReturnType<typeof servers.start>;

beforeAll(async () => {
  port = await freePort();
  server = servers.start({ PORT: String(port), DATA_DIR: servers.tempDataDir() });
  await waitForHealth(port);
}, 120_000);
afterAll(() => servers.cleanup());

/** Writes `raw` on a fresh connection and collects everything until the server closes it (or `waitMs`). */
function exchange(raw: string | Buffer, targetPort = port, waitMs = 10_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(targetPort, "127.0.0.1", () => socket.write(raw));
    let received = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      received += chunk;
      // One complete response is enough: the server may keep the connection alive.
      if (/\r\n\r\n/.test(received) && /content-length: (\d+)/i.test(received)) {
        const length = Number(/content-length: (\d+)/i.exec(received)![1]);
        if (Buffer.byteLength(received.slice(received.indexOf("\r\n\r\n") + 4), "latin1") >= length) socket.end();
      }
    });
    const timer = setTimeout(() => socket.destroy(), waitMs);
    socket.on("close", () => (clearTimeout(timer), resolve(received)));
    socket.on("error", (error: NodeJS.ErrnoException) => (error.code === "ECONNRESET" ? resolve(received) : reject(error)));
  });
}

const statusOf = (response: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0);
const request = (target: string, extra = "") => `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${extra}\r\n`;

describe("odd request lines", () => {
  const ODD = [
    ["GET //", request("//")],
    ["GET /%00", request("/%00")],
    ["GET /..%2f..%2fetc/passwd", request("/..%2f..%2fetc/passwd")],
    ["GET /../../etc/passwd", request("/../../etc/passwd")],
    ["GET /%E0%A4%A", request("/%E0%A4%A")],
    ["GET /urunler?q=%E0%A4%A", request("/urunler?q=%E0%A4%A")],
    ["GET /api/products?q=%", request("/api/products?q=%")],
    ["a 20 KB URL", request(`/urunler?q=${"a".repeat(20 * 1024)}`)],
    ["GET *", request("*")],
    ["absolute-form", request("http://evil.example/urunler")],
    ["absolute-form to the API", request("http://127.0.0.1/api/products/1")],
    ["CONNECT", "CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n"],
    ["HTTP/0.9", "GET /\r\n\r\n"],
    ["garbage", "\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03 not http\r\n\r\n"],
    ["a NUL in a header", request("/", "X-Test: a\x00b\r\n")],
    ["two Content-Length headers", "POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 5\r\nConnection: close\r\n\r\n{}"],
    ["Content-Length and chunked", "POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n"],
  ] as const;

  for (const [name, raw] of ODD) {
    it(`${name}: no 500, no stack trace`, async () => {
      const response = await exchange(raw);
      const status = statusOf(response);
      expect(status === 0 || status < 500, `${name} → ${response.slice(0, 200)}`).toBe(true);
      expect(response).not.toMatch(/\n\s+at [\w.<>]+ \(|node:internal|\/work\//);
    });
  }

  it("leaves the process serving /healthz afterwards", async () => {
    expect(server.child.exitCode).toBeNull();
    expect(statusOf(await exchange(request("/healthz")))).toBe(200);
  });
});

describe("paths that are never served", () => {
  it("answer 404 for .git, the build manifest, source maps, the server bundle and directory listings", async () => {
    for (const target of ["/.git/config", "/.git/HEAD", "/.env", "/.vite/manifest.json", "/assets/", "/assets", "/media/", "/build/app-server/main.js.map", "/..%2fpackage.json", "/%2e%2e/package.json", "/server/main.ts"]) {
      const response = await exchange(request(target));
      expect([400, 404], `${target} → ${response.slice(0, 120)}`).toContain(statusOf(response));
      expect(response, target).not.toMatch(/Index of|"dependencies"|\[core\]|sourceMappingURL|"mappings"/);
    }
  });

  it("a source map next to a real asset does not exist, and the build emits none", async () => {
    const assets = readdirSync(path.resolve("build/client/assets"));
    const script = assets.find((name) => name.endsWith(".js"))!;
    expect(statusOf(await exchange(request(`/assets/${script}`)))).toBe(200);
    expect(statusOf(await exchange(request(`/assets/${script}.map`)))).toBe(404);
    const maps: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(path.join(dir, entry.name));
        else if (entry.name.endsWith(".map")) maps.push(path.join(dir, entry.name));
      }
    };
    walk(path.resolve("build/client"));
    expect(maps).toEqual([]);
    expect(existsSync(path.resolve("build/client/.git"))).toBe(false);
  });
});

describe("timeouts and the connection cap", () => {
  it("cuts off a slow-loris client that never finishes its headers (headers timeout 15 s)", async () => {
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    // One more header line every 2 s: the headers never end.
    const drip = setInterval(() => socket.writable && socket.write(`X-Drip-${Date.now()}: 1\r\n`), 2_000);
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString("latin1")));
    socket.on("error", () => {});
    const closed = await new Promise<boolean>((resolve) => {
      socket.once("close", () => resolve(true));
      setTimeout(() => resolve(false), 40_000);
    });
    clearInterval(drip);
    socket.destroy();
    expect(closed).toBe(true);
    expect(received === "" || statusOf(received) === 408).toBe(true);
    expect(statusOf(await exchange(request("/healthz")))).toBe(200);
  }, 60_000);

  it("closes connections beyond MAX_CONNECTIONS at once, and serves again when they go", async () => {
    const cappedPort = await freePort();
    servers.start({ PORT: String(cappedPort), DATA_DIR: servers.tempDataDir(), MAX_CONNECTIONS: "2", SEED_DEMO: "0" });
    await waitForHealth(cappedPort);
    const held = await Promise.all(
      [0, 1].map(
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(cappedPort, "127.0.0.1", () => resolve(socket));
            socket.on("error", () => {});
          }),
      ),
    );
    // Give the server a moment to accept both before the third knocks.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const third = await exchange(request("/healthz"), cappedPort, 5_000);
    expect(third).toBe("");
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(statusOf(await exchange(request("/healthz"), cappedPort))).toBe(200);
  }, 120_000);
});
