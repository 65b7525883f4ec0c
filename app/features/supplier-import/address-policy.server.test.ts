import { describe, expect, it } from "vitest";
import { addressPolicy, isPublicAddress } from "./address-policy.server";

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.251",
    "255.255.255.255",
    "::1",
    "::",
    "fe80::1",
    "fd12:3456::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:169.254.169.254",
    "::ffff:7f00:1",
    // IPv4-compatible, IPv4-translated, 6to4 and NAT64 forms are judged by the IPv4 address inside.
    "::7f00:1",
    "::127.0.0.1",
    "::ffff:0:7f00:1",
    "::ffff:0:127.0.0.1",
    "2002:7f00:1::",
    "2002:a00:1::1",
    "64:ff9b::7f00:1",
    "64:ff9b::10.0.0.1",
    "64:ff9b:1::8.8.8.8",
    "64:ff9b:1:ffff::1",
    "fec0::1",
    "feff::1",
    "not-an-ip",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["93.184.216.34", "8.8.8.8", "172.32.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8", "::ffff:808:808", "2002:808:808::1", "64:ff9b::8.8.8.8", "2001:4860:4860::8888"])("allows %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it("allows everything only with the SUPPLIER_ALLOW_PRIVATE switch", () => {
    expect(addressPolicy({ allowPrivate: false })("127.0.0.1")).toBe(false);
    expect(addressPolicy({ allowPrivate: true })("127.0.0.1")).toBe(true);
  });
});
