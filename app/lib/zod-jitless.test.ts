import { afterEach, describe, expect, it, vi } from "vitest";
import { globalConfig } from "zod/v4/core";

describe("zod-jitless", () => {
  afterEach(() => {
    delete globalConfig.jitless;
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("turns zod's generated (eval) parsers off in a browser, so no CSP violation is reported", async () => {
    vi.stubGlobal("document", {});
    await import("./zod-jitless");
    expect(globalConfig.jitless).toBe(true);
  });

  it("leaves the server's generated parsers on", async () => {
    await import("./zod-jitless");
    expect(globalConfig.jitless).toBeUndefined();
  });
});
