import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ImageUp, RefreshCw } from "lucide-react";
import { Link } from "react-router";
import { AdminScreen } from "#app/components/admin/admin-screen";
import { AdminTable, type Column } from "#app/components/admin/admin-table";
import { Badge } from "#app/components/admin/badge";
import { ItemDialog, textValues, useItemDialog, type ItemDialogTexts, type ItemForm } from "#app/components/admin/item-dialog";
import { FilePickerButton, IMAGE_UPLOAD, useFileUpload } from "#app/components/admin/upload-field";
import { useRemoveItem } from "#app/components/admin/use-remove-item";
import { FormField, TextareaField } from "#app/components/ui/form-field";
import { Picture } from "#app/components/ui/picture";
import type { ItemOf, RowOf } from "#app/admin/resource";
import { formatBytes, mediaFormSchema, mediaLibraryResource } from "./media-library.resource";

type MediaRow = RowOf<typeof mediaLibraryResource>;

const dateTime = new Intl.DateTimeFormat("tr-TR", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Istanbul" });

/** After an upload or a replace: the library, and the pages of the admin that show its images. */
function useRefreshLibrary() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ["admin"] });
}

/** The header's upload button: the image goes into the library, with its progress on the button. */
function UploadButton() {
  const refresh = useRefreshLibrary();
  const upload = useFileUpload(IMAGE_UPLOAD, IMAGE_UPLOAD.endpoint, refresh);
  return <FilePickerButton icon={ImageUp} label="Görsel yükle" accept={IMAGE_UPLOAD.accept} pending={upload.pending} pendingLabel={upload.pendingLabel} onFile={upload.onFile} />;
}

/** A row's replace button: its users keep the image and show the new picture (ADR 042). */
function ReplaceButton({ image }: { image: MediaRow }) {
  const refresh = useRefreshLibrary();
  const upload = useFileUpload(IMAGE_UPLOAD, `/api/admin/media-library/${image.id}/file`, refresh);
  return (
    <FilePickerButton
      icon={RefreshCw}
      label="Değiştir"
      accessibleSuffix={`: ${image.name}`}
      accept={IMAGE_UPLOAD.accept}
      pending={upload.pending}
      pendingLabel={upload.pendingLabel}
      onFile={upload.onFile}
    />
  );
}

const COLUMNS: Column<MediaRow>[] = [
  {
    header: "Görsel",
    cell: (image) => (
      <Picture src={image.url} alt="" width={96} height={64} sizes="96px" className="h-16 w-24 rounded-md border border-slate-200 bg-white object-contain" />
    ),
  },
  {
    header: "Ad",
    cell: (image) => (
      <>
        <span className="font-semibold break-all text-navy-900">{image.name}</span>
        <span className="mt-1 block text-xs text-slate-700">
          {dateTime.format(new Date(image.createdAt))}
          {image.createdByName && ` · ${image.createdByName}`}
        </span>
      </>
    ),
  },
  {
    header: "Boyut",
    cell: (image) => (
      <>
        {formatBytes(image.bytes)}
        <span className="block text-xs text-slate-700">
          {image.width} × {image.height} px
        </span>
      </>
    ),
  },
  {
    header: "Alternatif metin",
    cell: (image) =>
      image.altText ? (
        <span className="text-slate-800">{image.altText}</span>
      ) : (
        <Badge tone={image.users.length > 0 ? "danger" : "neutral"}>{image.users.length > 0 ? "Eksik" : "Yok"}</Badge>
      ),
  },
  {
    header: "Kullanıldığı yerler",
    cell: (image) =>
      image.users.length === 0 ? (
        <span className="text-slate-700">Kullanılmıyor</span>
      ) : (
        <ul className="grid gap-1">
          {image.users.map((user) => (
            <li key={`${user.kind}-${user.href}`}>
              {/* The kind on its own line: a link wrapping beside inline text would lie over it at 390 px. */}
              <span className="block text-xs text-slate-600">{user.kind}</span>
              <Link to={user.href} className="block font-medium text-navy-800 underline">
                {user.title}
              </Link>
            </li>
          ))}
        </ul>
      ),
  },
];

const DIALOG_TEXTS: ItemDialogTexts = {
  create: "Görseli Düzenle", edit: "Görseli Düzenle", loadFailed: "Görsel yüklenemedi.",
  created: "Görsel eklendi", updated: "Görsel güncellendi",
  createFailed: "Görsel eklenirken hata oluştu", updateFailed: "Görsel güncellenirken hata oluştu",
};

// Images enter the library by upload, never through the dialog, which only edits.
const EDITABLE = { ...mediaLibraryResource, create: () => Promise.reject(new Error("Görseller yüklenerek eklenir.")) };

const mediaValues = (image?: ItemOf<typeof mediaLibraryResource>) => textValues(image, ["name", "altText"]);

function MediaFields({ form }: { form: ItemForm<typeof mediaFormSchema> }) {
  const { errors } = form.formState;
  return (
    <>
      <FormField label="Görsel adı" error={errors.name?.message} {...form.register("name")} />
      <TextareaField
        label="Alternatif metin (görme engelli ziyaretçiler ve arama motorları için; içerikte kullanılan görselde zorunlu)"
        rows={3}
        error={errors.altText?.message}
        {...form.register("altText")}
      />
    </>
  );
}

/** /n1_admin/media: every uploaded image, where it is used, its alternative text; upload, replace, delete. */
export function AdminMediaScreen() {
  const images = useQuery(mediaLibraryResource.listQuery());
  const editor = useItemDialog(EDITABLE, DIALOG_TEXTS, { serverReasons: true });
  // A used image answers 409 with the list of its users.
  const remover = useRemoveItem(mediaLibraryResource, { title: "Görseli sil", confirmLabel: "Görseli Sil", removed: "Görsel silindi", failed: "Görsel silinemedi" }, { serverReasons: true });
  return (
    <AdminScreen
      title="Medya Kütüphanesi"
      intro="Yüklenen her görsel burada. Kullanılan bir görseli değiştirdiğinizde onu gösteren her sayfa yeni görseli gösterir; kullanılan görsel silinemez."
      actions={<UploadButton />}
    >
      <AdminTable query={images} caption="Medya Kütüphanesi" columns={COLUMNS}
        states={{ loadingText: "Görseller yükleniyor...", errorText: "Görseller yüklenirken bir hata oluştu.", emptyText: "Henüz görsel yüklenmemiş" }}
        actions={(image) => (
          <>
            <ReplaceButton image={image} />
            {editor.editButton(image.id, `${image.name} görselini düzenle`)}
            {remover.removeButton(image.id, `${image.name} görselini sil`, `“${image.name}” görseli ve tüm boyutları silinecek. Bu işlem geri alınamaz.`)}
          </>
        )}
      />
      <ItemDialog {...editor.dialog} schema={mediaFormSchema} values={mediaValues} className="max-w-xl">
        {(form) => <MediaFields form={form} />}
      </ItemDialog>
    </AdminScreen>
  );
}
