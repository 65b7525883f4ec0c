import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Download, Trash2 } from "lucide-react";
import { QueryStates } from "#app/components/admin/query-states";
import { IconButton } from "#app/components/ui/icon-button";
import { toast } from "#app/components/ui/use-toast";
import type { RowOf } from "#app/admin/resource";
import { newsletterSubscribersResource } from "./newsletter-subscribers.resource";
import { useConfirmDialog } from "#app/components/admin/confirm-dialog";

const dateTime = new Intl.DateTimeFormat("tr-TR", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Istanbul" });

/** /n1_admin/newsletter: the newsletter subscribers, a CSV export and removal on request. */
export function AdminNewsletterScreen() {
  const queryClient = useQueryClient();
  const subscribers = useQuery(newsletterSubscribersResource.listQuery());
  const remove = useMutation({
    mutationFn: newsletterSubscribersResource.remove,
    onSuccess: async () => {
      toast({ title: "Başarılı", description: "Abone silindi" });
      await newsletterSubscribersResource.invalidate(queryClient);
    },
    onError: () => toast({ title: "Hata", description: "Abone silinirken hata oluştu", variant: "destructive" }),
  });
  const { confirm, dialog: confirmDialog } = useConfirmDialog();
  const confirmRemove = (subscriber: RowOf<typeof newsletterSubscribersResource>) => {
    confirm({
      title: "Aboneyi sil",
      consequence: `${subscriber.email} bülten listesinden silinecek; artık bülten almayacak.`,
      confirmLabel: "Aboneyi Sil",
      run: () => remove.mutateAsync(subscriber.id),
    });
  };

  return (
    <div className="grid gap-6">
      {confirmDialog}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Bülten Aboneleri</h1>
          {subscribers.data && (
            <p className="mt-1 text-slate-700">
              {subscribers.data.length.toLocaleString("tr-TR")} abone, {subscribers.data.filter((row) => row.marketingConsent).length.toLocaleString("tr-TR")} tanesi pazarlama iznine sahip
            </p>
          )}
        </div>
        <a
          href="/api/admin/newsletter/export.csv"
          download
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-navy-900 hover:bg-slate-50"
        >
          <Download aria-hidden="true" className="size-4" /> CSV olarak indir
        </a>
      </div>
      <QueryStates query={subscribers} loadingText="Aboneler yükleniyor..." errorText="Aboneler yüklenirken bir hata oluştu." emptyText="Henüz bülten abonesi yok">
        {(rows) => (
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Bülten aboneleri</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">E-posta</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Pazarlama izni</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Kayıt tarihi</th>
                  <th scope="col" className="px-4 py-3 font-semibold"><span className="sr-only">İşlemler</span></th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((subscriber) => (
                  <tr key={subscriber.id}>
                    <td className="px-4 py-3 font-medium text-navy-900">{subscriber.email}</td>
                    <td className="px-4 py-3">{subscriber.marketingConsent ? "Evet" : "Hayır"}</td>
                    <td className="px-4 py-3 text-slate-700">{dateTime.format(new Date(subscriber.createdAt))}</td>
                    <td className="px-4 py-3 text-right">
                      <IconButton icon={Trash2} tone="danger" label={`${subscriber.email} abonesini sil`} onClick={() => confirmRemove(subscriber)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryStates>
    </div>
  );
}
