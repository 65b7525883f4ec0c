import { describe, expect, it } from "vitest";
import { countableNotFoundPath, referrerHost } from "./not-found-log.server";

describe("the not-found log", () => {
  it("keeps a page's path normalised, and leaves scanner probes, e-mail addresses and long paths out", () => {
    expect(countableNotFoundPath("/Kategori/IP-Kamera/")).toBe("/kategori/ip-kamera");
    expect(countableNotFoundPath("/iletisim.html")).toBe("/iletisim.html");
    for (const probe of ["/wp-admin/", "/wp-login.php", "/xmlrpc.php", "/.env", "/.git/config", "/eski/config.php", "/backup.sql", "/site.zip", "/phpmyadmin/index", "/cgi-bin/test", "/a@b.example", `/${"x".repeat(301)}`]) {
      expect(countableNotFoundPath(probe), probe).toBeNull();
    }
  });

  it("keeps the referring site's host only", () => {
    expect(referrerHost("https://WWW.Google.com/search?q=gizli")).toBe("www.google.com");
    expect(referrerHost("android-app://com.example")).toBeNull();
    expect(referrerHost("bozuk")).toBeNull();
    expect(referrerHost(null)).toBeNull();
  });
});
