import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { QueryStates } from "#app/components/admin/query-states";
import { Button } from "#app/components/ui/button";
import { IconButton } from "#app/components/ui/icon-button";
import { Dialog, DialogContent, FormDialogActions } from "#app/components/ui/dialog";
import { FormField, SelectField } from "#app/components/ui/form-field";
import { toast } from "#app/components/ui/use-toast";
import type { RowOf } from "#app/admin/resource";
import { SUPPORT_PLATFORMS } from "#app/domain/support-apps";
import { serverMessage } from "#app/http/api-client";
import { supportAppFormSchema, supportAppsResource, withoutEmptyFields } from "./support-apps.resource";
import { useConfirmDialog } from "#app/components/admin/confirm-dialog";
import { DownloadField } from "./download-field";

type Row = RowOf<typeof supportAppsResource>;
type FormValues = {
  type: "mobile-app" | "software";
  name: string;
  description: string;
  version: string;
  brand: string;
  downloadUrl: string;
  androidDownloadUrl: string;
  iosDownloadUrl: string;
  windowsDownloadUrl: string;
  imageUrl: string;
  platforms: ("android" | "ios" | "windows")[];
  isActive: boolean;
};

const TYPE_LABELS = { "mobile-app": "Mobil Uygulama", software: "PC Yazılımı" } as const;
const PLATFORM_LABELS = { android: "Android", ios: "iOS", windows: "Windows" } as const;
const DOWNLOAD_FIELDS = [
  ["windowsDownloadUrl", "Windows indirme adresi", "Windows"],
  ["androidDownloadUrl", "Android indirme adresi", "Android"],
  ["iosDownloadUrl", "iOS indirme adresi", "iOS"],
  ["downloadUrl", "Genel indirme adresi", "genel"],
] as const;
const TEXT_FIELDS = ["name", "description", "version", "brand", "downloadUrl", "androidDownloadUrl", "iosDownloadUrl", "windowsDownloadUrl", "imageUrl"] as const;

// The API's schema, checked against what the form will send: empty fields left out.
const formSchema = z.preprocess((values) => withoutEmptyFields(values as Record<string, unknown>), supportAppFormSchema);

function toFormValues(app?: Row): FormValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((field) => [field, app?.[field] ?? ""])) as Record<(typeof TEXT_FIELDS)[number], string>;
  return { ...text, type: app?.type ?? "mobile-app", platforms: app?.platforms ?? [], isActive: app?.isActive ?? true };
}

/** /n1_admin/support-apps: list, create, edit, delete (confirmed, issue 16 over SPEC), active toggle. */
export function AdminSupportScreen() {
  const queryClient = useQueryClient();
  const apps = useQuery(supportAppsResource.listQuery());
  const [dialog, setDialog] = useState<{ open: boolean; app?: Row }>({ open: false });
  const refresh = () => supportAppsResource.invalidate(queryClient);

  const toggle = useMutation({
    mutationFn: (app: Row) => supportAppsResource.patch(app.id, { isActive: !app.isActive }),
    onSuccess: async () => {
      toast({ title: "Başarılı", description: "Uygulama güncellendi" });
      await refresh();
    },
    onError: (error) => toast({ title: "Hata", description: serverMessage(error) ?? "Uygulama güncellenirken hata oluştu", variant: "destructive" }),
  });
  const { confirm, dialog: confirmDialog } = useConfirmDialog();
  const remove = useMutation({
    mutationFn: supportAppsResource.remove,
    onSuccess: async () => {
      toast({ title: "Başarılı", description: "Uygulama silindi" });
      await refresh();
    },
    onError: () => toast({ title: "Hata", description: "Uygulama silinirken hata oluştu", variant: "destructive" }),
  });

  return (
    <div className="grid gap-6">
      {confirmDialog}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Destek İndirmeleri</h1>
        <Button onClick={() => setDialog({ open: true })}>
          <Plus aria-hidden="true" className="size-4" /> Yeni Uygulama
        </Button>
      </div>
      <QueryStates query={apps} loadingText="Uygulamalar yükleniyor..." errorText="Uygulamalar yüklenirken bir hata oluştu." emptyText="Henüz uygulama eklenmemiş">
        {(rows) => (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {rows.map((app) => (
              <li key={app.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div>
                  <p className="font-medium text-navy-900">
                    {app.name} {app.version && <span className="text-sm font-normal text-slate-600">v{app.version}</span>}
                  </p>
                  <p className="text-sm text-slate-600">
                    {TYPE_LABELS[app.type]}
                    {app.platforms.length > 0 && ` · ${app.platforms.map((platform) => PLATFORM_LABELS[platform]).join(", ")}`}
                  </p>
                </div>
                <span className="flex items-center gap-1">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-pressed={app.isActive}
                    aria-label={`${app.name}: ${app.isActive ? "Aktif, pasif yap" : "Pasif, aktif yap"}`}
                    onClick={() => toggle.mutate(app)}
                    className={app.isActive ? "text-success-700" : "text-slate-700"}
                  >
                    {app.isActive ? "Aktif" : "Pasif"}
                  </Button>
                  <IconButton icon={Pencil} label={`${app.name} uygulamasını düzenle`} onClick={() => setDialog({ open: true, app })} />
                  <IconButton icon={Trash2} tone="danger" label={`${app.name} uygulamasını sil`} onClick={() =>
                      confirm({
                        title: "Uygulamayı sil",
                        consequence: `“${app.name}” silinecek ve destek sayfasından kalkacak. Bu işlem geri alınamaz.`,
                        confirmLabel: "Uygulamayı Sil",
                        run: () => remove.mutateAsync(app.id),
                      })
                    }
                  />
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      <SupportAppDialog open={dialog.open} app={dialog.app} onOpenChange={(open) => setDialog((current) => ({ ...current, open }))} onSaved={refresh} />
    </div>
  );
}

function SupportAppDialog({ open, app, onOpenChange, onSaved }: { open: boolean; app?: Row; onOpenChange: (open: boolean) => void; onSaved: () => Promise<void> }) {
  const editing = Boolean(app);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema as never, undefined, { raw: true }) as never,
    values: toFormValues(app),
  });
  const save = useMutation({
    mutationFn: (values: FormValues) => {
      // Empty fields left out (SPEC 5); type and name are required and checked by the form.
      const payload = { ...withoutEmptyFields(values), type: values.type, name: values.name };
      return editing
        ? supportAppsResource.update(app!.id, { ...payload, updatedAt: app!.updatedAt })
        : supportAppsResource.create(payload);
    },
    onSuccess: async () => {
      toast({ title: "Başarılı", description: editing ? "Uygulama güncellendi" : "Uygulama eklendi" });
      onOpenChange(false);
      await onSaved();
    },
    onError: (error) =>
      toast({
        title: "Hata",
        description: serverMessage(error) ?? (editing ? "Uygulama güncellenirken hata oluştu" : "Uygulama eklenirken hata oluştu"),
        variant: "destructive",
      }),
  });
  const { errors } = form.formState;
  const error = (field: keyof FormValues) => errors[field]?.message as string | undefined;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={editing ? "Uygulamayı Düzenle" : "Yeni Uygulama"} className="max-w-2xl">
        <form
          className="mt-5 grid gap-4"
          noValidate
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField label="Tür" {...form.register("type")}>
              <option value="mobile-app">Mobil Uygulama</option>
              <option value="software">PC Yazılımı</option>
            </SelectField>
            <FormField label="Uygulama adı" error={error("name")} {...form.register("name")} />
            <FormField label="Sürüm" {...form.register("version")} />
            <FormField label="Marka" {...form.register("brand")} />
          </div>
          <FormField label="Açıklama" {...form.register("description")} />
          <fieldset className="flex flex-wrap gap-4">
            <legend className="mb-1 text-sm font-medium text-navy-900">Platformlar</legend>
            {SUPPORT_PLATFORMS.map((platform) => (
              <label key={platform} className="flex items-center gap-2 text-sm">
                <input type="checkbox" value={platform} className="size-4" {...form.register("platforms")} /> {PLATFORM_LABELS[platform]}
              </label>
            ))}
          </fieldset>
          <fieldset className="grid gap-4">
            <legend className="mb-1 text-sm font-medium text-navy-900">İndirmeler</legend>
            <p className="text-xs text-slate-600">Üreticinin indirme sayfasının adresini girin ya da dosyayı yükleyin (.zip, .exe, .msi, .apk, .pdf; en fazla 10 MB).</p>
            {DOWNLOAD_FIELDS.map(([field, label, uploadFor]) => (
              <DownloadField
                key={field}
                label={label}
                uploadFor={uploadFor}
                error={error(field)}
                {...form.register(field)}
                onUploaded={(url) => form.setValue(field, url, { shouldDirty: true, shouldValidate: true })}
              />
            ))}
          </fieldset>
          <FormField label="Görsel adresi" error={error("imageUrl")} {...form.register("imageUrl")} />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" {...form.register("isActive")} /> Aktif
          </label>
          <FormDialogActions editing={editing} pending={save.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
