import type { ProductDocument } from "#app/db/schema/catalog";
import { useEnhancement } from "#app/lib/use-enhancement";
import { enhanceProductTabs, PRODUCT_TABS, type ProductTab } from "./product-tabs.enhance";

/**
 * The three static document entries (docs/product.md#catalogue); a product's own document of that kind makes
 * 'İndir' a real download.
 */
export const DOCUMENT_SLOTS: { kind: ProductDocument["kind"]; title: string; description: string }[] = [
  { kind: "manual", title: "Kullanım Kılavuzu", description: "Ürünün kurulum sonrası kullanımı ve ayarları" },
  { kind: "datasheet", title: "Teknik Şartname", description: "Ayrıntılı teknik özellikler ve ölçüler" },
  { kind: "installation", title: "Kurulum Kılavuzu", description: "Montaj, kablolama ve ilk çalıştırma adımları" },
];

/** Only site-relative or http(s) document links are rendered. */
export function isSafeDocumentUrl(url: string): boolean {
  return /^\/(?!\/)/.test(url) || /^https?:\/\//i.test(url);
}

type TabsProduct = {
  description: string | null;
  features: string[];
  specifications: Record<string, string>;
  documents: ProductDocument[];
};

/**
 * The product's three sections, genel, teknik and dokumanlar, each with its content in the HTML and
 * an anchor of its name: without JavaScript they stand one under the other behind a row of in-page
 * links, and `/urun/3#teknik` scrolls to the specifications. `enhanceProductTabs` turns them into
 * tabs kept in the address hash (genel = no hash), replaced in place; the hash a page opens with
 * selects its tab (issue 27). The print stylesheet shows all sections.
 */
export function ProductTabs({ product }: { product: TabsProduct }) {
  const ref = useEnhancement<HTMLDivElement>(enhanceProductTabs);
  const specifications = Object.entries(product.specifications);
  /** A section's own heading: shown while the sections stand one under the other, read out (only) once they are tabs. */
  const sectionHeading = (id: ProductTab, text: string) => (
    <h2 id={`baslik-${id}`} className="mb-3 text-xl font-bold group-data-[tabs=ready]/tabs:sr-only print:not-sr-only">
      {text}
    </h2>
  );

  return (
    <div ref={ref} data-enhance="tabs" className="group/tabs mt-12">
      <nav aria-label="Ürün bilgileri" data-tab-list className="flex border-b border-slate-200 print:hidden">
        {PRODUCT_TABS.map((tab) => (
          <a
            key={tab.id}
            href={`#${tab.id}`}
            id={`sekme-${tab.id}`}
            className="-mb-px border-b-2 border-transparent px-3 py-3 text-sm font-semibold whitespace-nowrap text-slate-600 hover:text-navy-900 aria-selected:border-accent-600 aria-selected:text-navy-900 sm:px-4 sm:text-base"
          >
            {tab.label}
          </a>
        ))}
      </nav>

      <section id="genel" data-tab-panel aria-labelledby="baslik-genel" className="scroll-mt-14 py-6">
        <h2 id="baslik-genel" className="text-xl font-bold">
          Özellikler
        </h2>
        {product.features.length === 0 ? (
          <p className="mt-3 text-slate-700">Bu ürün için özellik bilgisi bulunmuyor.</p>
        ) : (
          <ul className="mt-3 grid list-disc gap-2 pl-5 sm:grid-cols-2">
            {product.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        )}
        {product.description && (
          <>
            <h2 className="mt-8 text-xl font-bold">Ürün Açıklaması</h2>
            <p className="mt-3 max-w-3xl leading-relaxed text-slate-700">{product.description}</p>
          </>
        )}
      </section>

      <section id="teknik" data-tab-panel aria-labelledby="baslik-teknik" className="scroll-mt-14 py-6">
        {sectionHeading("teknik", "Teknik Özellikler")}
        {specifications.length === 0 ? (
          <p className="text-slate-700">Bu ürün için teknik özellik bilgisi bulunmuyor.</p>
        ) : (
          <table className="w-full max-w-3xl border-collapse text-left">
            <caption className="sr-only">Teknik özellikler</caption>
            <tbody>
              {specifications.map(([name, value]) => (
                <tr key={name} className="border-b border-slate-200">
                  <th scope="row" className="w-1/3 py-2 pr-4 font-semibold text-slate-800">
                    {name}
                  </th>
                  <td className="py-2 text-slate-700">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section id="dokumanlar" data-tab-panel aria-labelledby="baslik-dokumanlar" className="scroll-mt-14 py-6 print:hidden">
        {sectionHeading("dokumanlar", "Dokümanlar")}
        <ul className="grid gap-4 md:grid-cols-3">
          {DOCUMENT_SLOTS.map((slot) => {
            const document = product.documents.find((doc) => doc.kind === slot.kind && isSafeDocumentUrl(doc.url));
            return (
              <li key={slot.kind} className="flex flex-col rounded-xl border border-slate-200 p-5">
                <h3 className="font-bold">{document?.title ?? slot.title}</h3>
                <p className="mt-1 flex-1 text-sm text-slate-700">{slot.description}</p>
                {document ? (
                  <a href={document.url} download className="mt-4 inline-flex justify-center rounded-md bg-navy-900 px-4 py-2 font-semibold text-white hover:bg-navy-800">
                    İndir<span className="sr-only">: {document.title}</span>
                  </a>
                ) : (
                  <button
                    type="button"
                    data-alert="Doküman sistemi henüz aktif değil"
                    className="mt-4 inline-flex justify-center rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
                  >
                    İndir<span className="sr-only">: {slot.title}</span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
