import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { CLIENT_MARQUEE_COPIES, CLIENT_MARQUEE_CYCLE_SECONDS, CLIENTS } from "./clients";

it("lists about 46 clients, each once, with a logo file under public/", () => {
  expect(CLIENTS).toHaveLength(46);
  expect(new Set(CLIENTS.map((client) => client.name)).size).toBe(CLIENTS.length);
  expect(new Set(CLIENTS.map((client) => client.logo)).size).toBe(CLIENTS.length);
  for (const client of CLIENTS) {
    expect(client.logo).toMatch(/^\/images\/clients\/[a-z0-9-]+\.svg$/);
    expect(existsSync(fileURLToPath(new URL(`../../public${client.logo}`, import.meta.url))), client.logo).toBe(true);
  }
});

it("repeats the marquee 5 times, one list per 170 s", () => {
  expect(CLIENT_MARQUEE_COPIES).toBe(5);
  expect(CLIENT_MARQUEE_CYCLE_SECONDS).toBe(170);
});
