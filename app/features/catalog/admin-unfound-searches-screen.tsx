import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useSearchParams } from "react-router";
import { useConfirmDialog } from "#app/components/admin/confirm-dialog";
import { QueryStates } from "#app/components/admin/query-states";
import { IconButton } from "#app/components/ui/icon-button";
import { Pagination } from "#app/components/ui/pagination";
import { toast } from "#app/components/ui/use-toast";
import { pageWindow } from "./products-url";
import { unfoundSearchesResource } from "./unfound-searches.resource";

const pageHref = (page: number) => (page > 1 ? `/n1_admin/unfound-searches?page=${page}` : "/n1_admin/unfound-searches");

const dateTime = new Intl.DateTimeFormat("tr-TR", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Istanbul" });

/**
 * /n1_admin/unfound-searches, "Aranan ama bulunamayan" (issue 19 item 5): catalogue searches that
 * found nothing, most searched first, so staff know what to stock or write about, 50 to a page
 * (`?page=N`, issue 27 item 15). A row is deleted once it has been dealt with; the query is the
 * visitor's text, shown as text.
 */
export function AdminUnfoundSearchesScreen() {
  const queryClient = useQueryClient();
  const requested = Number(useSearchParams()[0].get("page"));
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  const searches = useQuery(unfoundSearchesResource.pageQuery(page));
  const pageCount = searches.data ? Math.ceil(searches.data.total / searches.data.pageSize) : 0;
  const { confirm, dialog: confirmDialog } = useConfirmDialog();
  const remove = useMutation({
    mutationFn: unfoundSearchesResource.remove,
    onSuccess: async () => {
      toast({ title: "Başarılı", description: "Arama kaydı silindi." });
      await unfoundSearchesResource.invalidate(queryClient);
    },
    onError: () => toast({ title: "Hata", description: "Arama kaydı silinemedi.", variant: "destructive" }),
  });

  return (
    <div className="grid gap-6">
      {confirmDialog}
      <div>
        <h1 className="text-2xl font-bold">Aranan ama bulunamayan</h1>
        <p className="mt-1 text-slate-700">
          Ürünler sayfasında aranıp hiç sonuç vermeyen aramalar (büyük/küçük harf ve Türkçe karakter farkı gözetilmeden). Ziyaretçiye ait hiçbir bilgi
          tutulmaz: e-posta adresi, telefon numarası ya da uzun bir sayı içeren aramalar ve 60 karakterden uzun aramalar kaydedilmez; botların aramaları
          sayılmaz. En çok aranan 1.000 arama saklanır.
        </p>
      </div>
      <QueryStates query={searches} loadingText="Aramalar yükleniyor..." errorText="Aramalar yüklenirken bir hata oluştu." emptyText="Sonuçsuz kalan arama yok">
        {({ items: rows }) => (
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Sonuç bulunamayan aramalar, en çok arananlar önce</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Aranan
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    Arama sayısı
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    İlk
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Son
                  </th>
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">İşlemler</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((search) => (
                  <tr key={search.id}>
                    <td className="px-4 py-3 font-medium break-all text-navy-900">{search.query}</td>
                    <td className="px-4 py-3 text-right font-semibold">{search.count.toLocaleString("tr-TR")}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{dateTime.format(new Date(search.firstSeenAt))}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{dateTime.format(new Date(search.lastSeenAt))}</td>
                    <td className="px-4 py-3 text-right">
                      <IconButton
                        icon={Trash2}
                        tone="danger"
                        label={`“${search.query}” aramasını sil`}
                        onClick={() =>
                          confirm({
                            title: "Arama kaydını sil",
                            consequence: `“${search.query}” araması listeden silinecek; yeniden aranırsa sayım baştan başlar.`,
                            confirmLabel: "Kaydı Sil",
                            run: () => remove.mutateAsync(search.id),
                          })
                        }
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryStates>
      <Pagination page={page} pages={pageWindow(page, pageCount)} pageCount={pageCount} href={pageHref} />
    </div>
  );
}
