import { readFileSync } from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { childServers, freePort, waitForHealth } from "#tests/support/child-server";

/*
 * Password hashing cannot starve the server (issue 15, item 2): the production build as a real
 * process takes 50 parallel wrong logins, each from its own loopback address (so the lockout does
 * not answer them first), while cached pages and a static file are timed and RSS is sampled.
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

const rssBytes = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.child.pid}/status`, "utf8"))![1]) * 1024;

function wrongLogin(index: number): Promise<{ status: number; retryAfter: string | undefined }> {
  const body = JSON.stringify({ username: `kimse-${index}`, password: "yanlis-parola-987654" });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/auth/login",
        localAddress: `127.0.0.${index + 10}`,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), connection: "close" },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode!, retryAfter: response.headers["retry-after"] }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

async function timedGet(path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  return performance.now() - started;
}

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.99) - 1]!;

it("50 parallel wrong logins: no more than 2 hashes in flight, the rest 503 at once; pages, files and RSS unharmed", async () => {
  for (let warm = 0; warm < 5; warm++) await Promise.all([timedGet("/"), timedGet("/favicon.ico")]);
  // The same probes without logins first: on a shared host the figures below mean little without them.
  const quietPage: number[] = [];
  const quietFile: number[] = [];
  const quietUntil = performance.now() + 2_000;
  while (performance.now() < quietUntil) {
    const [pageMs, fileMs] = await Promise.all([timedGet("/"), timedGet("/favicon.ico")]);
    quietPage.push(pageMs);
    quietFile.push(fileMs);
  }
  const rssBefore = rssBytes();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssBytes())), 20);

  let loginsDone = false;
  const logins = Promise.all(Array.from({ length: 50 }, (_, index) => wrongLogin(index))).finally(() => (loginsDone = true));
  const page: number[] = [];
  const file: number[] = [];
  while (!loginsDone) {
    const [pageMs, fileMs] = await Promise.all([timedGet("/"), timedGet("/favicon.ico")]);
    page.push(pageMs);
    file.push(fileMs);
  }
  const answers = await logins;
  clearInterval(sampler);

  const figures = {
    answers: answers.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {}),
    pageP99Ms: Math.round(p99(page)),
    fileP99Ms: Math.round(p99(file)),
    samples: page.length,
    quietPageP99Ms: Math.round(p99(quietPage)),
    quietFileP99Ms: Math.round(p99(quietFile)),
    rssGrowthMB: Math.round((rssPeak - rssBefore) / 1e6),
  };
  console.info("login hash load", JSON.stringify(figures));
  expect(answers.every(({ status }) => status === 401 || status === 503), JSON.stringify(figures)).toBe(true);
  const refused = answers.filter(({ status }) => status === 503);
  expect(refused.length, JSON.stringify(figures)).toBeGreaterThan(0);
  expect(refused.every(({ retryAfter }) => /^\d+$/.test(retryAfter ?? ""))).toBe(true);
  expect(figures.pageP99Ms, JSON.stringify(figures)).toBeLessThan(100);
  expect(figures.fileP99Ms, JSON.stringify(figures)).toBeLessThan(100);
  expect(rssPeak - rssBefore, JSON.stringify(figures)).toBeLessThan(300_000_000);
  expect(server.child.exitCode).toBeNull();
}, 120_000);
