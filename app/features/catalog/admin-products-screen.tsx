import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { AdminScreen } from "#app/components/admin/admin-screen";
import { AdminTable, type Column } from "#app/components/admin/admin-table";
import { Badge } from "#app/components/admin/badge";
import { editAndRemoveButtons, NewItemButton, useItemDialog } from "#app/components/admin/item-dialog";
import { useRemoveItem } from "#app/components/admin/use-remove-item";
import { FormField, SelectField } from "#app/components/ui/form-field";
import type { RowOf } from "#app/admin/resource";
import { CATEGORIES } from "#app/domain/catalog-taxonomy";
import { foldTr } from "#app/lib/turkish";
import { ProductCsvPanel } from "./product-csv-panel";
import { PRODUCT_DIALOG_TEXTS, ProductFormDialog } from "./product-form-dialog";
import { productsResource } from "./products.resource";

type ProductRow = RowOf<typeof productsResource>;

const COLUMNS: Column<ProductRow>[] = [
  {
    header: "Ürün",
    cell: (product) => (
      <>
        <span className="font-medium text-navy-900">{product.name}</span>
        <span className="block text-slate-600">{product.brand}</span>
      </>
    ),
  },
  {
    header: "Kategori",
    cell: (product) => (
      <>
        {product.category}
        {product.subcategory && <span className="block text-slate-600">{product.subcategory}</span>}
      </>
    ),
    className: "text-slate-700",
  },
  {
    header: "Durum",
    cell: (product) => (
      <span className="flex flex-wrap gap-1.5">
        <Badge tone={product.isActive ? "success" : "neutral"}>{product.isActive ? "Aktif" : "Pasif"}</Badge>
        {product.isFeatured && <Badge tone="accent">Öne Çıkan</Badge>}
      </span>
    ),
  },
];

/**
 * /n1_admin/products: list with search and category filter, create, edit, delete. The route passes
 * the brand names the form offers (another feature's), the supplier import panel, and whether the
 * person's role may change the catalogue (read-only otherwise: the list and the CSV download).
 */
export function AdminProductsScreen({ brandNames, importPanel, canEdit }: { brandNames: string[]; importPanel?: React.ReactNode; canEdit: boolean }) {
  const products = useQuery(productsResource.listQuery());
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState("all");
  const visible = useMemo(() => {
    const term = foldTr(search.trim());
    return (products.data ?? []).filter(
      (product) => (category === "all" || product.category === category) && (!term || foldTr(`${product.name} ${product.brand}`).includes(term)),
    );
  }, [products.data, search, category]);
  const editor = useItemDialog(productsResource, PRODUCT_DIALOG_TEXTS);
  const remover = useRemoveItem(productsResource, { title: "Ürünü sil", confirmLabel: "Ürünü Sil", removed: "Ürün başarıyla silindi.", failed: "Ürün silinirken bir hata oluştu." });

  return (
    <AdminScreen
      title="Ürün Yönetimi"
      actions={
        <>
          <ProductCsvPanel canImport={canEdit} />
          {canEdit && <NewItemButton label="Yeni Ürün" onClick={editor.openCreate} />}
        </>
      }
    >
      {canEdit && importPanel}
      <div className="flex flex-wrap gap-3">
        <FormField label="Ara" type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Ürün adı ya da marka" className="sm:w-64" />
        <SelectField label="Kategori" value={category} onChange={(event) => setCategory(event.target.value)} options={CATEGORIES.map((option) => option.name)}>
          <option value="all">Tüm kategoriler</option>
        </SelectField>
      </div>
      <AdminTable query={products} rows={visible} noMatch="Ürün Bulunamadı" caption={`Ürünler (${visible.length.toLocaleString("tr-TR")})`} columns={COLUMNS}
        states={{ loadingText: "Ürünler yükleniyor...", errorText: "Ürünler yüklenirken bir hata oluştu.", emptyText: "Henüz ürün eklenmemiş" }}
        actions={canEdit ? (product) => editAndRemoveButtons(editor, remover, product.id, `${product.name} ürününü`, `“${product.name}” ürünü silinecek. Bu işlem geri alınamaz.`) : undefined}
      />
      <ProductFormDialog {...editor.dialog} brandNames={brandNames} />
    </AdminScreen>
  );
}
