import { describe, expect, it } from "vitest";
import { productWhatsappMessage, shareLinks } from "./share-links";

describe("share links", () => {
  it("encodes the page address and the '{name} - {company}' title", () => {
    const links = shareLinks("https://ornek.example/urun/7", "IP Kamera & NVR - Örnek Güvenlik");
    expect(links.map((link) => link.id)).toEqual(["facebook", "x", "whatsapp"]);
    expect(links[0].href).toBe("https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fornek.example%2Furun%2F7");
    expect(new URL(links[1].href).searchParams.get("text")).toBe("IP Kamera & NVR - Örnek Güvenlik");
    expect(new URL(links[2].href).searchParams.get("text")).toBe("IP Kamera & NVR - Örnek Güvenlik https://ornek.example/urun/7");
  });

  it("names the product and its address in the WhatsApp message", () => {
    expect(productWhatsappMessage("4 MP Kamera", "https://x.example/urun/1")).toBe(
      'Merhaba, "4 MP Kamera" ürünü hakkında bilgi almak istiyorum: https://x.example/urun/1',
    );
  });
});
