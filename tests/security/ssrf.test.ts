import type * as Dns from "node:dns";
import type { LookupAddress } from "node:dns";
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addressPolicy } from "#app/features/supplier-import/address-policy.server";
import { createSafeFetcher, DEFAULT_FETCH_LIMITS } from "#app/features/supplier-import/safe-fetch.server";
import { FIXTURE_HOST } from "#tests/fixtures/supplier-site";

/*
 * The SSRF corpus against the supplier fetcher (issue 10, item 5), with SUPPLIER_ALLOW_PRIVATE off:
 * canary TCP listeners on 127.0.0.1 and ::1, on the port every URL targets, must see no connection.
 * Host names under `.canary.test` resolve (through a stub of dns.lookup) to what their name says.
 */
const STUB_ANSWERS: Record<string, LookupAddress[]> = {
  "loopback.canary.test": [{ address: "127.0.0.1", family: 4 }],
  "loopback6.canary.test": [{ address: "::1", family: 6 }],
  // DNS rebinding's cousin: one public and one loopback answer. Any private answer refuses the name.
  "mixed.canary.test": [
    { address: "93.184.216.34", family: 4 },
    { address: "127.0.0.1", family: 4 },
  ],
};
vi.mock("node:dns", async (importOriginal) => {
  const dns = await importOriginal<typeof Dns>();
  const lookup = (hostname: string, options: unknown, callback: (...args: unknown[]) => void) => {
    const answers = STUB_ANSWERS[hostname];
    if (!answers) return (dns.lookup as (...args: unknown[]) => void)(hostname, options, callback);
    return (options as { all?: boolean }).all ? callback(null, answers) : callback(null, answers[0]!.address, answers[0]!.family);
  };
  return { ...dns, default: { ...dns, lookup }, lookup };
});

let canaryPort = 0;
let connections = 0;
const canaries: net.Server[] = [];
let redirector: http.Server;
let redirectorOrigin = "";

beforeAll(async () => {
  const first = net.createServer((socket) => (connections++, socket.destroy()));
  await new Promise<void>((resolve) => first.listen(0, "127.0.0.1", resolve));
  canaryPort = (first.address() as net.AddressInfo).port;
  canaries.push(first);
  const second = net.createServer((socket) => (connections++, socket.destroy()));
  // ::1 where the machine has IPv6 loopback; the IPv4 canary alone otherwise.
  await new Promise<void>((resolve) => second.once("error", () => resolve()).listen(canaryPort, "::1", resolve));
  if (second.listening) canaries.push(second);
  // A supplier on an address this test allows, whose pages redirect into the loopback.
  redirector = http.createServer((request, response) => {
    const to = new URL(request.url!, "http://x").searchParams.get("to");
    if (!to) return response.writeHead(404).end();
    response.writeHead(302, { location: to }).end();
  });
  await new Promise<void>((resolve) => redirector.listen(0, FIXTURE_HOST, resolve));
  redirectorOrigin = `http://${FIXTURE_HOST}:${(redirector.address() as net.AddressInfo).port}`;
});
afterAll(async () => {
  for (const server of [...canaries, redirector]) await new Promise((resolve) => server.close(resolve));
});

const limits = { ...DEFAULT_FETCH_LIMITS, delayMs: 0, requestTimeoutMs: 3_000 };
const policy = addressPolicy({ allowPrivate: false });

describe("the supplier fetcher with SUPPLIER_ALLOW_PRIVATE off", () => {
  const corpus = () => [
    `http://127.1:${canaryPort}/`,
    `http://2130706433:${canaryPort}/`,
    `http://0x7f.1:${canaryPort}/`,
    `http://017700000001:${canaryPort}/`,
    `http://0177.0.0.1:${canaryPort}/`,
    `http://127.0.0.1:${canaryPort}/`,
    `http://[::ffff:127.0.0.1]:${canaryPort}/`,
    `http://[::1]:${canaryPort}/`,
    `http://[::]:${canaryPort}/`,
    `http://0.0.0.0:${canaryPort}/`,
    `http://0:${canaryPort}/`,
    `http://localhost:${canaryPort}/`,
    `http://localhost.:${canaryPort}/`,
    `http://LOCALHOST:${canaryPort}/`,
    `http://loopback.canary.test:${canaryPort}/`,
    `http://loopback6.canary.test:${canaryPort}/`,
    `http://mixed.canary.test:${canaryPort}/`,
    `http://user@127.0.0.1:${canaryPort}/`,
    "http://169.254.169.254/latest/meta-data/",
    "http://[fd00:ec2::254]/latest/meta-data/",
    "http://[fc00::]/",
    // IPv6 forms that carry a private IPv4 address, and site-local (issue 15, item 10).
    `http://[::7f00:1]:${canaryPort}/`,
    `http://[::ffff:0:7f00:1]:${canaryPort}/`,
    `http://[2002:7f00:1::]:${canaryPort}/`,
    "http://[64:ff9b:1::a00:1]/",
    "http://[fec0::1]/",
    "http://[fe80::1]/",
    "http://10.0.0.1/",
    "http://192.168.1.1/",
    "http://100.64.0.1/",
    `file:///etc/passwd`,
    `gopher://127.0.0.1:${canaryPort}/_GET%20/`,
    `ftp://127.0.0.1:${canaryPort}/`,
    `dict://127.0.0.1:${canaryPort}/`,
    `data:text/html,<h1>x</h1>`,
  ];

  it("refuses every address of the corpus, and the canaries see no connection", async () => {
    const fetcher = createSafeFetcher({ policy, limits });
    const accepted: string[] = [];
    for (const url of corpus()) {
      try {
        await fetcher.fetchPage(url);
        accepted.push(url);
      } catch (error) {
        // "localhost." does not resolve here at all (no connection either); everything else is refused by policy.
        const refusal = url.includes("localhost.:") ? /Güvenlik nedeniyle engellendi|bağlanılamadı/ : /Güvenlik nedeniyle engellendi|Yalnızca http ve https|iç ağ/;
        expect(String((error as Error).message), url).toMatch(refusal);
      }
    }
    await fetcher.close();
    expect(accepted).toEqual([]);
    expect(connections).toBe(0);
  });

  it("refuses a redirect from an allowed supplier into the loopback, by address and by name", async () => {
    const allowSupplier = (address: string) => address === FIXTURE_HOST || policy(address);
    const fetcher = createSafeFetcher({ policy: allowSupplier, limits });
    for (const to of [`http://127.0.0.1:${canaryPort}/`, `http://[::1]:${canaryPort}/`, `http://localhost:${canaryPort}/`, `http://2130706433:${canaryPort}/`, `http://loopback.canary.test:${canaryPort}/`, "file:///etc/passwd"]) {
      await expect(fetcher.fetchPage(`${redirectorOrigin}/?to=${encodeURIComponent(to)}`), to).rejects.toThrow(/Güvenlik nedeniyle engellendi|Yalnızca http ve https|iç ağ/);
    }
    await fetcher.close();
    expect(connections).toBe(0);
  });

  it("is not a vacuous check: with SUPPLIER_ALLOW_PRIVATE on, the canary does receive the connection", async () => {
    const fetcher = createSafeFetcher({ policy: addressPolicy({ allowPrivate: true }), limits });
    await expect(fetcher.fetchPage(`http://127.0.0.1:${canaryPort}/`)).rejects.toThrow();
    await fetcher.close();
    expect(connections).toBeGreaterThan(0);
  });
});
