import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { QueryStates } from "#app/components/admin/query-states";
import { useEditItem } from "#app/components/admin/use-edit-item";
import { Button } from "#app/components/ui/button";
import { IconButton } from "#app/components/ui/icon-button";
import { toast } from "#app/components/ui/use-toast";
import type { ItemOf } from "#app/admin/resource";
import { CATEGORIES } from "#app/domain/catalog-taxonomy";
import { foldTr } from "#app/lib/turkish";
import { ProductCsvPanel } from "./product-csv-panel";
import { ProductFormDialog } from "./product-form-dialog";
import { productsResource } from "./products.resource";
import { useConfirmDialog } from "#app/components/admin/confirm-dialog";

/**
 * /n1_admin/products: list with search and category filter, create, edit, delete. The route passes
 * the brand names the form offers (another feature's) and the supplier import panel.
 */
export function AdminProductsScreen({ brandNames, importPanel }: { brandNames: string[]; importPanel?: React.ReactNode }) {
  const queryClient = useQueryClient();
  const products = useQuery(productsResource.listQuery());
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState("all");
  const [dialog, setDialog] = useState<{ open: boolean; product?: ItemOf<typeof productsResource> }>({ open: false });

  const visible = useMemo(() => {
    const term = foldTr(search.trim());
    return (products.data ?? []).filter(
      (product) =>
        (category === "all" || product.category === category) &&
        (!term || foldTr(`${product.name} ${product.brand}`).includes(term)),
    );
  }, [products.data, search, category]);

  const editExisting = useEditItem(
    (id) => productsResource.fetchItem(queryClient, id),
    "Ürün yüklenemedi.",
    (product) => setDialog({ open: true, product }),
  );

  const { confirm, dialog: confirmDialog } = useConfirmDialog();
  const remove = useMutation({
    mutationFn: productsResource.remove,
    onSuccess: async () => {
      toast({ title: "Başarılı", description: "Ürün başarıyla silindi." });
      await productsResource.invalidate(queryClient);
    },
    onError: () => toast({ title: "Hata", description: "Ürün silinirken bir hata oluştu.", variant: "destructive" }),
  });

  return (
    <div className="grid gap-6">
      {confirmDialog}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Ürün Yönetimi</h1>
        <div className="flex flex-wrap gap-2">
          <ProductCsvPanel />
          <Button onClick={() => setDialog({ open: true })}>
            <Plus aria-hidden="true" className="size-4" /> Yeni Ürün
          </Button>
        </div>
      </div>
      {importPanel}

      <div className="flex flex-wrap gap-3">
        <label className="grid gap-1 text-sm font-medium text-navy-900">
          Ara
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Ürün adı ya da marka"
            className="h-10 w-64 rounded-md border border-slate-300 px-3 text-sm font-normal"
          />
        </label>
        <label className="grid gap-1 text-sm font-medium text-navy-900">
          Kategori
          <select value={category} onChange={(event) => setCategory(event.target.value)} className="h-10 rounded-md border border-slate-300 px-3 text-sm font-normal">
            <option value="all">Tüm kategoriler</option>
            {CATEGORIES.map((option) => (
              <option key={option.slug} value={option.name}>
                {option.name}
              </option>
            ))}
          </select>
        </label>
      </div>

      <QueryStates query={products} loadingText="Ürünler yükleniyor..." errorText="Ürünler yüklenirken bir hata oluştu." emptyText="Henüz ürün eklenmemiş">
        {() =>
          visible.length === 0 ? (
            <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-700">Ürün Bulunamadı</p>
          ) : (
            <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Ürünler ({visible.length.toLocaleString("tr-TR")})</caption>
                <thead className="bg-slate-50 text-navy-900">
                  <tr>
                    <th scope="col" className="px-4 py-3">Ürün</th>
                    <th scope="col" className="px-4 py-3">Kategori</th>
                    <th scope="col" className="px-4 py-3">Durum</th>
                    {/* Sticky: on a phone the table scrolls sideways, edit and delete stay in view (issue 16). */}
                    <th scope="col" className="sticky right-0 bg-slate-50 px-4 py-3 text-right">İşlemler</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {visible.map((product) => (
                    <tr key={product.id}>
                      <td className="px-4 py-3">
                        <span className="font-medium text-navy-900">{product.name}</span>
                        <span className="block text-slate-600">{product.brand}</span>
                      </td>
                      <td className="px-4 py-3 text-slate-700">
                        {product.category}
                        {product.subcategory && <span className="block text-slate-600">{product.subcategory}</span>}
                      </td>
                      <td className="px-4 py-3">
                        <span className="flex flex-wrap gap-1.5">
                          <span className={`rounded px-2 py-0.5 text-xs font-semibold ${product.isActive ? "bg-green-100 text-success-700" : "bg-slate-100 text-slate-700"}`}>
                            {product.isActive ? "Aktif" : "Pasif"}
                          </span>
                          {product.isFeatured && <span className="rounded bg-accent-100 px-2 py-0.5 text-xs font-semibold text-accent-800">Öne Çıkan</span>}
                        </span>
                      </td>
                      <td className="sticky right-0 bg-white px-4 py-3">
                        <span className="flex justify-end gap-1">
                          <IconButton icon={Pencil} label={`${product.name} ürününü düzenle`} onClick={() => editExisting(product.id)} />
                          <IconButton
                            icon={Trash2}
                            tone="danger"
                            label={`${product.name} ürününü sil`}
                            onClick={() =>
                              confirm({
                                title: "Ürünü sil",
                                consequence: `“${product.name}” ürünü silinecek. Bu işlem geri alınamaz.`,
                                confirmLabel: "Ürünü Sil",
                                run: () => remove.mutateAsync(product.id),
                              })
                            }
                          />
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryStates>

      <ProductFormDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        product={dialog.product}
        brandNames={brandNames}
      />
    </div>
  );
}
