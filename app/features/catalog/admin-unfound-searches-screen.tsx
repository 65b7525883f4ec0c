import { useQuery } from "@tanstack/react-query";
import { AdminScreen } from "#app/components/admin/admin-screen";
import { AdminTable, type Column } from "#app/components/admin/admin-table";
import { useRemoveItem } from "#app/components/admin/use-remove-item";
import type { RowOf } from "#app/admin/resource";
import { unfoundSearchesResource } from "./unfound-searches.resource";

const dateTime = new Intl.DateTimeFormat("tr-TR", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Istanbul" });

const COLUMNS: Column<RowOf<typeof unfoundSearchesResource>>[] = [
  { header: "Aranan", cell: (search) => <span className="font-medium break-all text-navy-900">{search.query}</span> },
  { header: "Arama sayısı", cell: (search) => search.count.toLocaleString("tr-TR"), className: "font-semibold sm:text-right" },
  { header: "İlk", cell: (search) => dateTime.format(new Date(search.firstSeenAt)), className: "sm:whitespace-nowrap" },
  { header: "Son", cell: (search) => dateTime.format(new Date(search.lastSeenAt)), className: "sm:whitespace-nowrap" },
];

/**
 * /n1_admin/unfound-searches, "Aranan ama bulunamayan" (issue 19 item 5): catalogue searches that
 * found nothing, most searched first, so staff know what to stock or write about. A row is deleted
 * once it has been dealt with; the query is the visitor's text, shown as text.
 */
export function AdminUnfoundSearchesScreen() {
  const searches = useQuery(unfoundSearchesResource.listQuery());
  const remover = useRemoveItem(unfoundSearchesResource, { title: "Arama kaydını sil", confirmLabel: "Kaydı Sil", removed: "Arama kaydı silindi.", failed: "Arama kaydı silinemedi." });
  return (
    <AdminScreen
      title="Aranan ama bulunamayan"
      intro="Ürünler sayfasında aranıp hiç sonuç vermeyen aramalar (büyük/küçük harf ve Türkçe karakter farkı gözetilmeden). Ziyaretçiye ait hiçbir bilgi tutulmaz; arama motoru botlarının aramaları sayılmaz."
    >
      <AdminTable query={searches} caption="Sonuç bulunamayan aramalar, en çok arananlar önce" columns={COLUMNS}
        states={{ loadingText: "Aramalar yükleniyor...", errorText: "Aramalar yüklenirken bir hata oluştu.", emptyText: "Sonuçsuz kalan arama yok" }}
        actions={(search) =>
          remover.removeButton(search.id, `“${search.query}” aramasını sil`, `“${search.query}” araması listeden silinecek; yeniden aranırsa sayım baştan başlar.`)
        }
      />
    </AdminScreen>
  );
}
