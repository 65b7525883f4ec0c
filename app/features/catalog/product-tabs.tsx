import { useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import type { ProductDocument } from "#app/db/schema/catalog";
import { useHydrated } from "#app/lib/use-hydrated";

export const PRODUCT_TABS = [
  { id: "genel", label: "Genel Bilgiler" },
  { id: "teknik", label: "Teknik Özellikler" },
  { id: "dokumanlar", label: "Dokümanlar" },
] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number]["id"];

/** '#teknik' → 'teknik'; no hash or an unknown one → 'genel' (SPEC 4). */
export function tabFromHash(hash: string): ProductTab {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  return PRODUCT_TABS.find((tab) => tab.id === id)?.id ?? "genel";
}

/** The three static document entries (SPEC 2); a product's own document of that kind makes 'İndir' a real download. */
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
 * Tabs kept in the address hash (genel = no hash), replaced in place. The server cannot see the
 * hash, so it renders 'genel' and the hash applies once hydrated; the print stylesheet shows all.
 */
export function ProductTabs({ product }: { product: TabsProduct }) {
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const active = hydrated ? tabFromHash(location.hash) : "genel";
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});

  const select = (tab: ProductTab, focus = false) => {
    void navigate({ pathname: location.pathname, search: location.search, hash: tab === "genel" ? "" : tab }, { replace: true, preventScrollReset: true });
    if (focus) buttons.current[tab]?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const index = PRODUCT_TABS.findIndex((tab) => tab.id === active);
    const next =
      event.key === "ArrowRight" ? (index + 1) % PRODUCT_TABS.length
      : event.key === "ArrowLeft" ? (index - 1 + PRODUCT_TABS.length) % PRODUCT_TABS.length
      : event.key === "Home" ? 0
      : event.key === "End" ? PRODUCT_TABS.length - 1
      : -1;
    if (next < 0) return;
    event.preventDefault();
    select(PRODUCT_TABS[next]!.id, true);
  };
  const specifications = Object.entries(product.specifications);

  return (
    <div className="mt-12">
      <div role="tablist" aria-label="Ürün bilgileri" className="flex gap-1 overflow-x-auto border-b border-slate-200 print:hidden" onKeyDown={onKeyDown}>
        {PRODUCT_TABS.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={`sekme-${tab.id}`}
            aria-controls={`panel-${tab.id}`}
            aria-selected={active === tab.id}
            tabIndex={active === tab.id ? 0 : -1}
            onClick={() => select(tab.id)}
            className={
              active === tab.id
                ? "-mb-px border-b-2 border-accent-600 px-4 py-3 font-semibold whitespace-nowrap text-navy-900"
                : "-mb-px border-b-2 border-transparent px-4 py-3 font-semibold whitespace-nowrap text-slate-600 hover:text-navy-900"
            }
          >
            {tab.label}
          </button>
        ))}
      </div>

      <div role="tabpanel" id="panel-genel" aria-labelledby="sekme-genel" hidden={active !== "genel"} tabIndex={0} className="py-6">
        <h2 className="text-xl font-bold">Özellikler</h2>
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
      </div>

      <div role="tabpanel" id="panel-teknik" aria-labelledby="sekme-teknik" hidden={active !== "teknik"} tabIndex={0} className="py-6">
        <h2 className="sr-only print:not-sr-only print:text-xl print:font-bold">Teknik Özellikler</h2>
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
      </div>

      <div role="tabpanel" id="panel-dokumanlar" aria-labelledby="sekme-dokumanlar" hidden={active !== "dokumanlar"} tabIndex={0} className="py-6 print:hidden">
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
                    onClick={() => window.alert("Doküman sistemi henüz aktif değil")}
                    className="mt-4 inline-flex justify-center rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
                  >
                    İndir<span className="sr-only">: {slot.title}</span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
