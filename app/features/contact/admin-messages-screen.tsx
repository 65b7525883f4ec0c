import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Mail, MailOpen } from "lucide-react";
import { AdminScreen } from "#app/components/admin/admin-screen";
import { AdminTable, type Column } from "#app/components/admin/admin-table";
import { Badge } from "#app/components/admin/badge";
import { useRemoveItem } from "#app/components/admin/use-remove-item";
import { toastWriteFailure } from "#app/components/admin/write-failure";
import { IconButton } from "#app/components/ui/icon-button";
import type { RowOf } from "#app/admin/resource";
import { CONTACT_SUBJECTS, type ContactSubject } from "./contact-messages";
import { contactMessagesResource } from "./contact-messages.resource";

const dateTime = new Intl.DateTimeFormat("tr-TR", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Istanbul" });

const COLUMNS: Column<RowOf<typeof contactMessagesResource>>[] = [
  {
    header: "Konu",
    cell: (message) => (
      <span className="font-semibold text-navy-900">
        {!message.isRead && (
          <Badge tone="accent" className="mr-2">
            Yeni
          </Badge>
        )}
        {CONTACT_SUBJECTS[message.subject as ContactSubject] ?? message.subject}
      </span>
    ),
  },
  {
    header: "Gönderen",
    cell: (message) => (
      <>
        {message.name}
        <a className="block underline" href={`mailto:${message.email}`}>
          {message.email}
        </a>
        {message.phone && <span className="block">{message.phone}</span>}
        {message.company && <span className="block text-slate-600">{message.company}</span>}
      </>
    ),
  },
  { header: "Tarih", cell: (message) => dateTime.format(new Date(message.createdAt)), className: "text-slate-700" },
  { header: "Mesaj", cell: (message) => <span className="whitespace-pre-line text-slate-800">{message.message}</span> },
];

/** /n1_admin/messages: the contact-form inbox, unread messages marked. */
export function AdminMessagesScreen() {
  const queryClient = useQueryClient();
  const messages = useQuery(contactMessagesResource.listQuery());
  const markRead = useMutation({
    mutationFn: ({ id, isRead }: { id: number; isRead: boolean }) => contactMessagesResource.patch(id, { isRead }),
    onSuccess: () => contactMessagesResource.invalidate(queryClient),
    onError: (error) => toastWriteFailure(error, "Mesaj güncellenemedi."),
  });
  const remover = useRemoveItem(contactMessagesResource, { title: "Mesajı sil", confirmLabel: "Mesajı Sil", removed: "Mesaj silindi.", failed: "Mesaj silinemedi." });
  return (
    <AdminScreen title="Mesajlar">
      <AdminTable query={messages} caption="İletişim formu mesajları, en yenisi önce" columns={COLUMNS}
        states={{ loadingText: "Mesajlar yükleniyor...", errorText: "Mesajlar yüklenirken bir hata oluştu.", emptyText: "Henüz mesaj yok" }}
        rowClassName={(message) => (message.isRead ? undefined : "bg-accent-50")}
        actions={(message) => (
          <>
            <IconButton
              icon={message.isRead ? Mail : MailOpen}
              label={message.isRead ? `${message.name} mesajını okunmadı yap` : `${message.name} mesajını okundu yap`}
              onClick={() => markRead.mutate({ id: message.id, isRead: !message.isRead })}
            />
            {remover.removeButton(message.id, `${message.name} mesajını sil`, `${message.name} adlı kişinin mesajı silinecek. Bu işlem geri alınamaz.`)}
          </>
        )}
      />
    </AdminScreen>
  );
}
