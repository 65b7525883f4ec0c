import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { AdminScreen } from "#app/components/admin/admin-screen";
import { AdminTable, type Column } from "#app/components/admin/admin-table";
import { QueryStates } from "#app/components/admin/query-states";
import { useRemoveItem } from "#app/components/admin/use-remove-item";
import { Pagination } from "#app/components/ui/pagination";
import type { RowOf } from "#app/admin/resource";
import { pageWindow } from "./products-url";
import { unfoundSearchesResource } from "./unfound-searches.resource";

const pageHref = (page: number) => (page > 1 ? `/n1_admin/unfound-searches?page=${page}` : "/n1_admin/unfound-searches");

const dateTime = new Intl.DateTimeFormat("tr-TR", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Istanbul" });

const COLUMNS: Column<RowOf<typeof unfoundSearchesResource>>[] = [
  { header: "Aranan", cell: (search) => <span className="font-medium break-all text-navy-900">{search.query}</span> },
  { header: "Arama sayısı", cell: (search) => search.count.toLocaleString("tr-TR"), className: "font-semibold sm:text-right" },
  { header: "İlk", cell: (search) => dateTime.format(new Date(search.firstSeenAt)), className: "sm:whitespace-nowrap" },
  { header: "Son", cell: (search) => dateTime.format(new Date(search.lastSeenAt)), className: "sm:whitespace-nowrap" },
];

/**
 * /n1_admin/unfound-searches, "Aranan ama bulunamayan": catalogue searches that found nothing, most
 * searched first, so staff know what to stock or write about, 50 to a page (`?page=N`, ADR 037). A
 * row is deleted once it has been dealt with; the query is the visitor's text, shown as text.
 */
export function AdminUnfoundSearchesScreen() {
  const requested = Number(useSearchParams()[0].get("page"));
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  const searches = useQuery(unfoundSearchesResource.pageQuery(page));
  const pageCount = searches.data ? Math.ceil(searches.data.total / searches.data.pageSize) : 0;
  const remover = useRemoveItem(unfoundSearchesResource, { title: "Arama kaydını sil", confirmLabel: "Kaydı Sil", removed: "Arama kaydı silindi.", failed: "Arama kaydı silinemedi." });
  return (
    <AdminScreen
      title="Aranan ama bulunamayan"
      intro="Ürünler sayfasında aranıp hiç sonuç vermeyen aramalar (büyük/küçük harf ve Türkçe karakter farkı gözetilmeden). Ziyaretçiye ait hiçbir bilgi tutulmaz: e-posta adresi, telefon numarası ya da uzun bir sayı içeren aramalar ve 60 karakterden uzun aramalar kaydedilmez; botların aramaları sayılmaz. En çok aranan 1.000 arama saklanır."
    >
      <QueryStates query={searches} loadingText="Aramalar yükleniyor..." errorText="Aramalar yüklenirken bir hata oluştu." emptyText="Sonuçsuz kalan arama yok">
        {({ items }) => (
          <AdminTable
            rows={items}
            caption="Sonuç bulunamayan aramalar, en çok arananlar önce"
            columns={COLUMNS}
            actions={(search) =>
              remover.removeButton(search.id, `“${search.query}” aramasını sil`, `“${search.query}” araması listeden silinecek; yeniden aranırsa sayım baştan başlar.`)
            }
          />
        )}
      </QueryStates>
      <Pagination page={page} pages={pageWindow(page, pageCount)} pageCount={pageCount} href={pageHref} />
    </AdminScreen>
  );
}
