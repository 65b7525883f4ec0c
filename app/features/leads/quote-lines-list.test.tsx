import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { QuoteLinesList } from "./quote-lines-list";

describe("a quote lead's lines in the inbox", () => {
  it("reads as quantity × brand and name, in tr-TR digits, HTML kept as text", () => {
    const html = renderToStaticMarkup(
      <QuoteLinesList
        lines={[
          { productId: 3, name: "DS-2CD1043G2-LIUF", brand: "Hikvision", quantity: 4 },
          { productId: 9, name: "<img src=x onerror=alert(1)>", brand: "Marka", quantity: 999 },
        ]}
      />,
    );
    expect(html).toBe(
      '<ul class="grid gap-0.5"><li>4 × Hikvision DS-2CD1043G2-LIUF</li><li>999 × Marka &lt;img src=x onerror=alert(1)&gt;</li></ul>',
    );
  });
});
