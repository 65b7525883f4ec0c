import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { AdminScreen } from "#app/components/admin/admin-screen";
import { AdminTable, type Column } from "#app/components/admin/admin-table";
import { editAndRemoveButtons, ItemDialog, NewItemButton, textValues, useItemDialog, type ItemDialogTexts, type ItemForm } from "#app/components/admin/item-dialog";
import { UploadField, type UploadKind } from "#app/components/admin/upload-field";
import { useRemoveItem } from "#app/components/admin/use-remove-item";
import { toastWriteFailure } from "#app/components/admin/write-failure";
import { Button } from "#app/components/ui/button";
import { FormField, optionsOf, SelectField } from "#app/components/ui/form-field";
import { toast } from "#app/components/ui/use-toast";
import type { ItemOf, RowOf } from "#app/admin/resource";
import { MAX_UPLOAD_MB } from "#app/domain/uploads";
import { SUPPORT_APP_TYPES, SUPPORT_PLATFORMS } from "#app/domain/support-apps";
import { supportAppFormSchema, supportAppsResource } from "./support-apps.resource";

type Row = RowOf<typeof supportAppsResource>;

const TYPE_LABELS = { "mobile-app": "Mobil Uygulama", software: "PC Yazılımı" } as const;
const PLATFORM_LABELS = { android: "Android", ios: "iOS", windows: "Windows" } as const;
const DOWNLOAD_FIELDS = [
  ["windowsDownloadUrl", "Windows indirme adresi", "Windows"],
  ["androidDownloadUrl", "Android indirme adresi", "Android"],
  ["iosDownloadUrl", "iOS indirme adresi", "iOS"],
  ["downloadUrl", "Genel indirme adresi", "genel"],
] as const;
const TEXT_FIELDS = ["name", "description", "version", "brand", "downloadUrl", "androidDownloadUrl", "iosDownloadUrl", "windowsDownloadUrl", "imageUrl"] as const;

/** A support download uploaded here (ADR 025), kept as an attachment under /destek/dosya/. */
const SUPPORT_FILE_UPLOAD: UploadKind = {
  endpoint: "/api/admin/support-files",
  accept: ".zip,.exe,.msi,.apk,.pdf",
  noun: "Dosya",
  icon: Upload,
  placeholder: "https://… ya da dosya yükleyin",
  tooLargeAdvice: "Daha büyük dosyalar için üreticinin adresini girin.",
};

const DIALOG_TEXTS: ItemDialogTexts = {
  create: "Yeni Uygulama", edit: "Uygulamayı Düzenle", loadFailed: "Uygulama yüklenemedi.",
  created: "Uygulama eklendi", updated: "Uygulama güncellendi",
  createFailed: "Uygulama eklenirken hata oluştu", updateFailed: "Uygulama güncellenirken hata oluştu",
};

/** The form's values for an app, or for a new one: empty text where the app has none (left out when sent). */
function toFormValues(app?: ItemOf<typeof supportAppsResource>) {
  return { ...textValues(app, TEXT_FIELDS), type: app?.type ?? "mobile-app", platforms: app?.platforms ?? [], isActive: app?.isActive ?? true };
}

function SupportAppFields({ form }: { form: ItemForm<typeof supportAppFormSchema> }) {
  const { errors } = form.formState;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Tür" error={errors.type?.message} options={optionsOf(SUPPORT_APP_TYPES, TYPE_LABELS)} {...form.register("type")} />
        <FormField label="Uygulama adı" error={errors.name?.message} {...form.register("name")} />
        <FormField label="Sürüm" error={errors.version?.message} {...form.register("version")} />
        <FormField label="Marka" error={errors.brand?.message} {...form.register("brand")} />
      </div>
      <FormField label="Açıklama" error={errors.description?.message} {...form.register("description")} />
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
        <p className="text-xs text-slate-600">Üreticinin indirme sayfasının adresini girin ya da dosyayı yükleyin (.zip, .exe, .msi, .apk, .pdf; en fazla {MAX_UPLOAD_MB} MB).</p>
        {DOWNLOAD_FIELDS.map(([field, label, uploadFor]) => (
          <UploadField
            key={field}
            kind={SUPPORT_FILE_UPLOAD}
            label={label}
            uploadFor={uploadFor}
            error={errors[field]?.message}
            {...form.register(field)}
            onUploaded={(url) => form.setValue(field, url, { shouldDirty: true, shouldValidate: true })}
          />
        ))}
      </fieldset>
      <FormField label="Görsel adresi" error={errors.imageUrl?.message} {...form.register("imageUrl")} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...form.register("isActive")} /> Aktif
      </label>
    </>
  );
}

/** /n1_admin/support-apps: list, create, edit, delete (confirmed, issue 16), active toggle. */
export function AdminSupportScreen() {
  const queryClient = useQueryClient();
  const apps = useQuery(supportAppsResource.listQuery());
  const editor = useItemDialog(supportAppsResource, DIALOG_TEXTS, { serverReasons: true });
  const remover = useRemoveItem(supportAppsResource, { title: "Uygulamayı sil", confirmLabel: "Uygulamayı Sil", removed: "Uygulama silindi", failed: "Uygulama silinirken hata oluştu" });
  const toggle = useMutation({
    mutationFn: (app: Row) => supportAppsResource.patch(app.id, { isActive: !app.isActive }),
    onSuccess: async () => {
      toast({ title: "Başarılı", description: "Uygulama güncellendi" });
      await supportAppsResource.invalidate(queryClient);
    },
    onError: (error) => toastWriteFailure(error, "Uygulama güncellenirken hata oluştu", { serverReasons: true }),
  });
  const columns: Column<Row>[] = [
    {
      header: "Uygulama",
      cell: (app) => (
        <span className="font-medium text-navy-900">
          {app.name} {app.version && <span className="font-normal text-slate-600">v{app.version}</span>}
        </span>
      ),
    },
    {
      header: "Tür",
      cell: (app) => (
        <>
          {TYPE_LABELS[app.type]}
          {app.platforms.length > 0 && <span className="block text-slate-600">{app.platforms.map((platform) => PLATFORM_LABELS[platform]).join(", ")}</span>}
        </>
      ),
    },
    {
      header: "Durum",
      cell: (app) => (
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
      ),
    },
  ];

  return (
    <AdminScreen title="Destek İndirmeleri" actions={<NewItemButton label="Yeni Uygulama" onClick={editor.openCreate} />}>
      <AdminTable query={apps} caption="Destek indirmeleri" columns={columns}
        states={{ loadingText: "Uygulamalar yükleniyor...", errorText: "Uygulamalar yüklenirken bir hata oluştu.", emptyText: "Henüz uygulama eklenmemiş" }}
        actions={(app) => editAndRemoveButtons(editor, remover, app.id, `${app.name} uygulamasını`, `“${app.name}” silinecek ve destek sayfasından kalkacak. Bu işlem geri alınamaz.`)}
      />
      <ItemDialog {...editor.dialog} schema={supportAppFormSchema} values={toFormValues} className="max-w-2xl">
        {(form) => <SupportAppFields form={form} />}
      </ItemDialog>
    </AdminScreen>
  );
}
