import { useQuery } from "@tanstack/react-query";
import { AdminScreen } from "#app/components/admin/admin-screen";
import { AdminTable, type Column } from "#app/components/admin/admin-table";
import { CsvDownloadLink } from "#app/components/admin/csv-download-link";
import { useRemoveItem } from "#app/components/admin/use-remove-item";
import type { RowOf } from "#app/admin/resource";
import { newsletterSubscribersResource } from "./newsletter-subscribers.resource";

const dateTime = new Intl.DateTimeFormat("tr-TR", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Istanbul" });

const COLUMNS: Column<RowOf<typeof newsletterSubscribersResource>>[] = [
  { header: "E-posta", cell: (subscriber) => <span className="font-medium text-navy-900">{subscriber.email}</span> },
  { header: "Pazarlama izni", cell: (subscriber) => (subscriber.marketingConsent ? "Evet" : "Hayır") },
  { header: "Kayıt tarihi", cell: (subscriber) => dateTime.format(new Date(subscriber.createdAt)), className: "text-slate-700" },
];

/** /n1_admin/newsletter: the newsletter subscribers, a CSV export and removal on request. */
export function AdminNewsletterScreen() {
  const subscribers = useQuery(newsletterSubscribersResource.listQuery());
  const remover = useRemoveItem(newsletterSubscribersResource, { title: "Aboneyi sil", confirmLabel: "Aboneyi Sil", removed: "Abone silindi", failed: "Abone silinirken hata oluştu" });
  const rows = subscribers.data;
  return (
    <AdminScreen
      title="Bülten Aboneleri"
      intro={
        rows &&
        `${rows.length.toLocaleString("tr-TR")} abone, ${rows.filter((row) => row.marketingConsent).length.toLocaleString("tr-TR")} tanesi pazarlama iznine sahip`
      }
      actions={<CsvDownloadLink href={`${newsletterSubscribersResource.path}/export.csv`} label="CSV olarak indir" />}
    >
      <AdminTable query={subscribers} caption="Bülten aboneleri" columns={COLUMNS}
        states={{ loadingText: "Aboneler yükleniyor...", errorText: "Aboneler yüklenirken bir hata oluştu.", emptyText: "Henüz bülten abonesi yok" }}
        actions={(subscriber) =>
          remover.removeButton(subscriber.id, `${subscriber.email} abonesini sil`, `${subscriber.email} bülten listesinden silinecek; artık bülten almayacak.`)
        }
      />
    </AdminScreen>
  );
}
