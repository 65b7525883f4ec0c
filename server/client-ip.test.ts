import { describe, expect, it } from "vitest";
import { parseTrustProxy, resolveClientIp } from "./client-ip";

describe("resolveClientIp", () => {
  it("uses the socket address when no proxy is trusted, whatever the header says", () => {
    expect(resolveClientIp("203.0.113.9", "1.2.3.4", parseTrustProxy(undefined))).toBe("203.0.113.9");
    expect(resolveClientIp("::ffff:203.0.113.9", undefined, parseTrustProxy(""))).toBe("203.0.113.9");
  });

  it("believes exactly N hops", () => {
    const oneHop = parseTrustProxy("1");
    expect(resolveClientIp("10.0.0.2", "198.51.100.7", oneHop)).toBe("198.51.100.7");
    // A spoofed left-most value is ignored: only the hop the proxy appended counts.
    expect(resolveClientIp("10.0.0.2", "6.6.6.6, 198.51.100.7", oneHop)).toBe("198.51.100.7");
    expect(resolveClientIp("10.0.0.2", "198.51.100.7", parseTrustProxy("5"))).toBe("198.51.100.7");
  });

  it("walks past trusted CIDRs from the right", () => {
    const trust = parseTrustProxy("10.0.0.0/8, 127.0.0.1");
    expect(resolveClientIp("127.0.0.1", "6.6.6.6, 198.51.100.7, 10.1.2.3", trust)).toBe("198.51.100.7");
    expect(resolveClientIp("203.0.113.1", "198.51.100.7", trust)).toBe("203.0.113.1");
  });

  it("rejects a malformed TRUST_PROXY", () => {
    expect(() => parseTrustProxy("proxy.local")).toThrow(/TRUST_PROXY/);
  });
});
