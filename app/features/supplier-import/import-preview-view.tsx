import { Plus } from "lucide-react";
import { AdminTable, type Column } from "#app/components/admin/admin-table";
import { Button } from "#app/components/ui/button";
import type { CategorySuggestion } from "./category-suggestions";
import type { ImportPreview, PreviewProduct } from "./import-preview-shape";

const count = new Intl.NumberFormat("tr-TR");

function foundFields(product: PreviewProduct): string {
  const found = [
    product.description && "açıklama",
    product.imageUrl && "görsel",
    product.sku && `kod ${product.sku}`,
    product.featureCount > 0 && `${count.format(product.featureCount)} özellik`,
    product.specificationCount > 0 && `${count.format(product.specificationCount)} teknik özellik`,
  ].filter(Boolean);
  return found.length > 0 ? found.join(", ") : "—";
}

const COLUMNS: Column<PreviewProduct>[] = [
  {
    header: "Ürün",
    cell: (product) => (
      <>
        <span className="font-medium">{product.name || "(adsız)"}</span>
        <span className="block text-xs text-slate-700">{product.source}</span>
      </>
    ),
  },
  { header: "Marka", cell: (product) => product.brand || "—" },
  {
    header: "Kategori",
    cell: (product) => (
      <>
        {product.category ? [product.category, product.subcategory].filter(Boolean).join(" / ") : "—"}
        {product.supplierCategory && <span className="block text-xs text-slate-700">Tedarikçi: {product.supplierCategory}</span>}
      </>
    ),
  },
  { header: "Bulunanlar", cell: foundFields },
  { header: "Eksik", cell: (product) => (product.missing.length > 0 ? product.missing.join(", ") : "—") },
  {
    header: "Durum",
    cell: (product) =>
      product.skipReason ? <span className="text-danger-700">Atlanacak: {product.skipReason}</span> : <span className="text-success-700">Eklenecek</span>,
  },
];

/**
 * The dry run's answer: the first products as the import would store them, what was found and what
 * is missing for each, why one would be skipped, and the supplier categories still to map.
 */
export function ImportPreviewView({ preview, onAddMapping }: { preview: ImportPreview; onAddMapping: (supplierCategory: string, suggestion: CategorySuggestion | null) => void }) {
  const insertable = preview.products.filter((product) => !product.skipReason).length;
  return (
    <section aria-labelledby="import-preview-heading" className="grid gap-3 rounded-md border border-slate-200 bg-slate-50 p-4">
      <h3 id="import-preview-heading" className="font-bold text-navy-900">
        Önizleme
      </h3>
      <p role="status" className="text-sm text-slate-700">
        {count.format(preview.pagesScanned)} sayfa okundu; ilk {count.format(preview.products.length)} üründen {count.format(insertable)} tanesi eklenecek. Hiçbir şey kaydedilmedi.
      </p>
      {preview.notes.length > 0 && (
        <ul className="list-disc pl-5 text-sm text-slate-700">
          {preview.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {preview.unmappedCategories.length > 0 && (
        <div className="grid gap-2">
          <h4 className="text-sm font-semibold text-navy-900">Eşlenmemiş tedarikçi kategorileri</h4>
          <ul className="grid gap-2 text-sm">
            {preview.unmappedCategories.map(({ supplierCategory, count: products, suggestion }) => (
              <li key={supplierCategory} className="flex flex-wrap items-center gap-2">
                <span>
                  “{supplierCategory}” ({count.format(products)} ürün) → {suggestion ? [suggestion.category, suggestion.subcategory].filter(Boolean).join(" / ") : "öneri yok"}
                </span>
                <Button type="button" variant="outline" size="sm" onClick={() => onAddMapping(supplierCategory, suggestion)}>
                  <Plus aria-hidden="true" className="size-4" /> “{supplierCategory}” eşlemesini ekle
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {preview.products.length > 0 && <AdminTable caption="İçe aktarılacak ilk ürünler" rows={preview.products.map((product, id) => ({ ...product, id }))} columns={COLUMNS} />}
    </section>
  );
}
