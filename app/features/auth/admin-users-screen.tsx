import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { adminKeys } from "#app/admin/query-keys";
import { AdminScreen } from "#app/components/admin/admin-screen";
import { AdminTable, type Column } from "#app/components/admin/admin-table";
import { Badge } from "#app/components/admin/badge";
import { useConfirm } from "#app/components/admin/confirm-dialog";
import { Button } from "#app/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "#app/components/ui/dialog";
import { FormField } from "#app/components/ui/form-field";
import { toast } from "#app/components/ui/use-toast";
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from "#app/domain/staff-roles";
import { apiRequest, serverMessage } from "#app/http/api-client";
import { inviteSchema, type InviteInput, oneTimeLinkSchema, type OneTimeLink, type PendingInvitation, type StaffMember } from "./staff.schema";
import { pendingInvitationsQuery, staffQuery } from "./staff.queries";
import { useCurrentUser } from "./use-current-user";

const dateTime = new Intl.DateTimeFormat("tr-TR", { dateStyle: "medium", timeStyle: "short" });

/** The users screen (Yönetici only): who works in the admin, with which role; invitations and recovery. */
export function AdminUsersScreen() {
  const query = useQuery(staffQuery);
  const { data: me } = useCurrentUser();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [inviting, setInviting] = useState(false);
  const [link, setLink] = useState<{ title: string; link: OneTimeLink } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.staff() });
  const failed = (fallback: string) => (error: unknown) => toast({ title: "Hata", description: serverMessage(error) ?? fallback, variant: "destructive" });

  const change = useMutation({
    mutationFn: ({ id, ...body }: { id: number; role?: StaffRole; active?: boolean }) => apiRequest("PATCH", `/api/admin/users/${id}`, body),
    onSuccess: async () => {
      toast({ title: "Başarılı", description: "Kullanıcı güncellendi." });
      await refresh();
    },
    onError: failed("Kullanıcı güncellenemedi."),
  });
  const resetLink = useMutation({
    mutationFn: async (member: StaffMember) => oneTimeLinkSchema.parse(await (await apiRequest("POST", `/api/admin/users/${member.id}/reset-link`)).json()),
    onSuccess: (issued, member) => setLink({ title: `${member.name ?? member.username} için şifre yenileme bağlantısı`, link: issued }),
    onError: failed("Bağlantı oluşturulamadı."),
  });
  const twoFactorOff = useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/admin/users/${id}/two-factor`),
    onSuccess: async () => {
      toast({ title: "Başarılı", description: "İki adımlı doğrulama kapatıldı; kullanıcı yeniden etkinleştirmeli." });
      await refresh();
    },
    onError: failed("İki adımlı doğrulama kapatılamadı."),
  });

  const columns: Column<StaffMember>[] = [
    { header: "Ad", cell: (member) => member.name ?? "—" },
    { header: "Kullanıcı adı", cell: (member) => member.username },
    { header: "E-posta", cell: (member) => member.email ?? "—" },
    {
      header: "Rol",
      cell: (member) => (
        <label className="inline-flex items-center gap-2">
          <span className="sr-only">{`${member.name ?? member.username} rolü`}</span>
          <select
            className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm"
            value={member.role}
            disabled={change.isPending}
            onChange={(event) => change.mutate({ id: member.id, role: event.target.value as StaffRole })}
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </label>
      ),
    },
    { header: "2FA", cell: (member) => (member.twoFactorEnabled ? <Badge tone="success">Açık</Badge> : <Badge tone="neutral">Kapalı</Badge>) },
    { header: "Son giriş", cell: (member) => (member.lastSignInAt ? dateTime.format(new Date(member.lastSignInAt)) : "Hiç") },
    { header: "Durum", cell: (member) => (member.active ? <Badge tone="success">Etkin</Badge> : <Badge tone="danger">Devre dışı</Badge>) },
  ];

  const actions = (member: StaffMember) => {
    const who = member.name ?? member.username;
    return (
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" aria-label={`Şifre sıfırlama bağlantısı: ${who}`} disabled={resetLink.isPending} onClick={() => resetLink.mutate(member)}>
          Şifre sıfırlama bağlantısı
        </Button>
        {member.twoFactorEnabled && (
          <Button
            size="sm"
            variant="outline"
            aria-label={`2FA kapat: ${who}`}
            onClick={() =>
              confirm({
                title: "İki adımlı doğrulama kapatılsın mı?",
                consequence: `${who} kullanıcısının doğrulama uygulaması ve kurtarma kodları silinecek; yeniden etkinleştirmesi gerekecek.`,
                confirmLabel: "Kapat",
                run: () => twoFactorOff.mutateAsync(member.id),
              })
            }
          >
            2FA kapat
          </Button>
        )}
        {member.active ? (
          <Button
            size="sm"
            variant="danger"
            aria-label={`Devre dışı bırak: ${who}`}
            onClick={() =>
              confirm({
                title: "Kullanıcı devre dışı bırakılsın mı?",
                consequence: `${who} hemen oturumdan çıkarılacak ve giriş yapamayacak.${member.id === me?.id ? " Bu sizin hesabınız." : ""}`,
                confirmLabel: "Devre dışı bırak",
                run: () => change.mutateAsync({ id: member.id, active: false }),
              })
            }
          >
            Devre dışı bırak
          </Button>
        ) : (
          <Button size="sm" variant="outline" aria-label={`Etkinleştir: ${who}`} disabled={change.isPending} onClick={() => change.mutate({ id: member.id, active: true })}>
            Etkinleştir
          </Button>
        )}
      </div>
    );
  };

  return (
    <AdminScreen
      title="Kullanıcılar"
      intro="Yönetim paneline giren kişiler ve rolleri. Yönetici her şeyi, Editör içeriği, Satış talepleri ve mesajları yönetir."
      actions={
        <Button onClick={() => setInviting(true)}>
          <UserPlus aria-hidden="true" className="size-4" /> Kullanıcı davet et
        </Button>
      }
    >
      <AdminTable caption="Kullanıcılar" query={query} states={{ loadingText: "Kullanıcılar yükleniyor...", errorText: "Kullanıcılar yüklenemedi." }} columns={columns} actions={actions} />
      <PendingInvitations />
      <InviteDialog
        open={inviting}
        onOpenChange={setInviting}
        onInvited={(issued, name) => {
          setInviting(false);
          setLink({ title: `${name} için davet bağlantısı`, link: issued });
        }}
      />
      <Dialog open={link !== null} onOpenChange={(open) => !open && setLink(null)}>
        {link && (
          <DialogContent title={link.title} description="Bu bağlantı yalnızca şimdi gösterilir ve bir kez kullanılabilir. Kopyalayıp kişiye güvenli bir yoldan iletin.">
            <FormField label="Tek kullanımlık bağlantı" readOnly value={link.link.url} onFocus={(event) => event.currentTarget.select()} className="mt-4 font-mono text-xs" />
            <p className="mt-2 text-sm text-slate-700">Geçerlilik sonu: {dateTime.format(new Date(link.link.expiresAt))}</p>
            {link.link.emailedTo && <p className="mt-2 text-sm text-slate-700">Bağlantı {link.link.emailedTo} adresine e-postayla da gönderildi.</p>}
            <div className="mt-4 flex justify-end gap-2">
              <Button
                type="button"
                variant="outline"
                onClick={() =>
                  navigator.clipboard.writeText(link.link.url).then(
                    () => toast({ title: "Kopyalandı", description: "Bağlantı panoya kopyalandı." }),
                    () => toast({ title: "Hata", description: "Kopyalanamadı; bağlantıyı seçip elle kopyalayın.", variant: "destructive" }),
                  )
                }
              >
                Kopyala
              </Button>
              <DialogClose asChild>
                <Button type="button">Tamam</Button>
              </DialogClose>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </AdminScreen>
  );
}

function InviteDialog({ open, onOpenChange, onInvited }: { open: boolean; onOpenChange: (open: boolean) => void; onInvited: (link: OneTimeLink, name: string) => void }) {
  const queryClient = useQueryClient();
  const form = useForm<InviteInput, unknown, z.output<typeof inviteSchema>>({ resolver: zodResolver(inviteSchema), defaultValues: { name: "", email: "", role: "editor" } });
  const invite = useMutation({
    mutationFn: async (input: z.output<typeof inviteSchema>) => oneTimeLinkSchema.parse(await (await apiRequest("POST", "/api/admin/users", input)).json()),
    onSuccess: async (issued, input) => {
      form.reset();
      onInvited(issued, input.name);
      await queryClient.invalidateQueries({ queryKey: adminKeys.invitations() });
    },
    onError: (error) => toast({ title: "Hata", description: serverMessage(error) ?? "Davet oluşturulamadı.", variant: "destructive" }),
  });
  const { errors } = form.formState;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Kullanıcı davet et" description="Kişi 48 saat içinde bağlantıyı açıp kendi kullanıcı adını ve şifresini seçer.">
        <form className="mt-5 grid gap-4" noValidate onSubmit={form.handleSubmit((input) => invite.mutate(input))}>
          <FormField label="Ad soyad" autoComplete="off" error={errors.name?.message} {...form.register("name")} />
          <FormField label="E-posta (isteğe bağlı)" type="email" autoComplete="off" error={errors.email?.message} {...form.register("email")} />
          <div className="grid gap-1.5">
            <label htmlFor="invite-role" className="text-sm font-medium text-navy-900">
              Rol
            </label>
            <select id="invite-role" className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm" {...form.register("role")}>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          </div>
          <div className="mt-2 flex justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Vazgeç
              </Button>
            </DialogClose>
            <Button type="submit" disabled={invite.isPending}>
              {invite.isPending ? "Oluşturuluyor..." : "Davet bağlantısı oluştur"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The invitations not yet accepted: who made them, until when they work, and a way to withdraw one. */
function PendingInvitations() {
  const query = useQuery(pendingInvitationsQuery);
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const withdraw = useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/admin/invitations/${id}`),
    onSuccess: async () => {
      toast({ title: "Başarılı", description: "Davet geri çekildi; bağlantısı artık kullanılamaz." });
      await queryClient.invalidateQueries({ queryKey: adminKeys.invitations() });
    },
    onError: (error) => toast({ title: "Hata", description: serverMessage(error) ?? "Davet geri çekilemedi.", variant: "destructive" }),
  });
  const columns: Column<PendingInvitation>[] = [
    { header: "Ad", cell: (invitation) => invitation.name },
    { header: "E-posta", cell: (invitation) => invitation.email ?? "—" },
    { header: "Rol", cell: (invitation) => ROLE_LABELS[invitation.role] },
    { header: "Davet eden", cell: (invitation) => invitation.invitedBy ?? "—" },
    { header: "Davet tarihi", cell: (invitation) => dateTime.format(new Date(invitation.createdAt)) },
    { header: "Geçerlilik sonu", cell: (invitation) => dateTime.format(new Date(invitation.expiresAt)) },
  ];
  return (
    <section aria-labelledby="pending-invitations" className="grid gap-3">
      <h2 id="pending-invitations" className="text-lg font-bold text-navy-900">
        Bekleyen davetler
      </h2>
      <AdminTable
        caption="Bekleyen davetler"
        query={query}
        states={{ loadingText: "Davetler yükleniyor...", errorText: "Davetler yüklenemedi.", emptyText: "Bekleyen davet yok." }}
        columns={columns}
        actions={(invitation) => (
          <Button
            size="sm"
            variant="danger"
            aria-label={`Daveti geri çek: ${invitation.name}`}
            onClick={() =>
              confirm({
                title: "Davet geri çekilsin mi?",
                consequence: `${invitation.name} için oluşturulan bağlantı artık kullanılamayacak; açan kişi davetin geri çekildiğini görecek.`,
                confirmLabel: "Geri çek",
                run: () => withdraw.mutateAsync(invitation.id),
              })
            }
          >
            Geri çek
          </Button>
        )}
      />
    </section>
  );
}
