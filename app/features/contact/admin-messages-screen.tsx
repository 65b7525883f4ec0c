import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Mail, MailOpen, Trash2 } from "lucide-react";
import { QueryStates } from "#app/components/admin/query-states";
import { IconButton } from "#app/components/ui/icon-button";
import { toast } from "#app/components/ui/use-toast";
import { CONTACT_SUBJECTS, type ContactSubject } from "./contact-messages";
import { contactMessagesResource } from "./contact-messages.resource";
import { useConfirmDialog } from "#app/components/admin/confirm-dialog";

const dateTime = new Intl.DateTimeFormat("tr-TR", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Istanbul" });

/** /n1_admin/messages: the contact-form inbox. */
export function AdminMessagesScreen() {
  const queryClient = useQueryClient();
  const messages = useQuery(contactMessagesResource.listQuery());
  const refresh = () => contactMessagesResource.invalidate(queryClient);
  const markRead = useMutation({
    mutationFn: ({ id, isRead }: { id: number; isRead: boolean }) => contactMessagesResource.patch(id, { isRead }),
    onSuccess: refresh,
    onError: () => toast({ title: "Hata", description: "Mesaj güncellenemedi.", variant: "destructive" }),
  });
  const { confirm, dialog: confirmDialog } = useConfirmDialog();
  const remove = useMutation({
    mutationFn: contactMessagesResource.remove,
    onSuccess: async () => {
      toast({ title: "Başarılı", description: "Mesaj silindi." });
      await refresh();
    },
    onError: () => toast({ title: "Hata", description: "Mesaj silinemedi.", variant: "destructive" }),
  });

  return (
    <div className="grid gap-6">
      {confirmDialog}
      <h1 className="text-2xl font-bold">Mesajlar</h1>
      <QueryStates query={messages} loadingText="Mesajlar yükleniyor..." errorText="Mesajlar yüklenirken bir hata oluştu." emptyText="Henüz mesaj yok">
        {(rows) => (
          <ul className="grid gap-3">
            {rows.map((message) => (
              <li key={message.id} className={`rounded-xl border bg-white p-5 ${message.isRead ? "border-slate-200" : "border-accent-500"}`}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <p className="font-semibold text-navy-900">
                      {!message.isRead && <span className="mr-2 rounded bg-accent-100 px-2 py-0.5 text-xs text-accent-800">Yeni</span>}
                      {CONTACT_SUBJECTS[message.subject as ContactSubject] ?? message.subject}
                    </p>
                    <p className="text-sm text-slate-700">
                      {message.name} · <a className="underline" href={`mailto:${message.email}`}>{message.email}</a>
                      {message.phone && ` · ${message.phone}`}
                      {message.company && ` · ${message.company}`}
                    </p>
                    <p className="text-xs text-slate-600">{dateTime.format(new Date(message.createdAt))}</p>
                  </div>
                  <span className="flex gap-1">
                    <IconButton
                      icon={message.isRead ? Mail : MailOpen}
                      label={message.isRead ? `${message.name} mesajını okunmadı yap` : `${message.name} mesajını okundu yap`}
                      onClick={() => markRead.mutate({ id: message.id, isRead: !message.isRead })}
                    />
                    <IconButton
                      icon={Trash2}
                      tone="danger"
                      label={`${message.name} mesajını sil`}
                      onClick={() =>
                        confirm({
                          title: "Mesajı sil",
                          consequence: `${message.name} adlı kişinin mesajı silinecek. Bu işlem geri alınamaz.`,
                          confirmLabel: "Mesajı Sil",
                          run: () => remove.mutateAsync(message.id),
                        })
                      }
                    />
                  </span>
                </div>
                <p className="mt-3 text-sm whitespace-pre-line text-slate-800">{message.message}</p>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </div>
  );
}
