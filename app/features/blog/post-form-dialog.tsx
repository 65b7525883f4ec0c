import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { ItemDialog, textValues, type ItemDialogState, type ItemDialogTexts, type ItemForm } from "#app/components/admin/item-dialog";
import { IMAGE_UPLOAD, UploadField } from "#app/components/admin/upload-field";
import { FormField, TextareaField } from "#app/components/ui/form-field";
import type { ItemOf } from "#app/admin/resource";
import { slugify } from "#app/lib/turkish";
import { type blogPostsResource, META_DESCRIPTION_HINT, postFormSchema } from "./blog-posts.resource";

type Post = ItemOf<typeof blogPostsResource>;

const TEXT_FIELDS = ["title", "slug", "content", "excerpt", "imageUrl", "metaTitle", "metaDescription", "keywords"] as const;

const initialValues = (post?: Post) => ({ ...textValues(post, TEXT_FIELDS), isPublished: post?.isPublished ?? false });

/** The post dialog's titles and toasts. */
export const POST_DIALOG_TEXTS: ItemDialogTexts = {
  create: "Yeni Blog Yazısı", edit: "Blog Yazısını Düzenle", loadFailed: "Blog yazısı yüklenemedi.",
  created: "Blog yazısı başarıyla eklendi.", updated: "Blog yazısı başarıyla güncellendi.",
  createFailed: "Blog yazısı eklenirken bir hata oluştu.", updateFailed: "Blog yazısı güncellenirken bir hata oluştu.",
};

/** Create or edit a blog post. Typing the title fills the slug and the meta title until they are edited. */
export function PostFormDialog(dialog: ItemDialogState<z.output<typeof postFormSchema>, Post>) {
  return (
    <ItemDialog {...dialog} schema={postFormSchema} values={initialValues} className="max-w-3xl">
      {(form) => <PostFields form={form} />}
    </ItemDialog>
  );
}

function PostFields({ form }: { form: ItemForm<typeof postFormSchema> }) {
  const metaDescription = useWatch({ control: form.control, name: "metaDescription" }) ?? "";
  const imageUrl = useWatch({ control: form.control, name: "imageUrl" });
  const titleField = form.register("title");
  const { errors } = form.formState;
  return (
    <>
      <FormField
        label="Başlık"
        error={errors.title?.message}
        {...titleField}
        onChange={(event) => {
          void titleField.onChange(event);
          const title = event.target.value;
          if (!form.getFieldState("slug").isDirty) form.setValue("slug", slugify(title));
          if (!form.getFieldState("metaTitle").isDirty) form.setValue("metaTitle", title);
        }}
      />
      <FormField label="Kısa ad (URL)" error={errors.slug?.message} {...form.register("slug")} />
      <TextareaField label="İçerik (Markdown)" rows={10} error={errors.content?.message} {...form.register("content")} />
      <FormField label="Özet" error={errors.excerpt?.message} {...form.register("excerpt")} />
      <UploadField
        kind={IMAGE_UPLOAD}
        label="Görsel adresi"
        error={errors.imageUrl?.message}
        previewUrl={imageUrl ?? undefined}
        onUploaded={(url) => form.setValue("imageUrl", url, { shouldDirty: true, shouldValidate: true })}
        {...form.register("imageUrl")}
      />
      <FormField label="Meta başlık" error={errors.metaTitle?.message} {...form.register("metaTitle")} />
      <div className="grid gap-1.5">
        <label htmlFor="post-meta-description" className="text-sm font-medium text-navy-900">
          Meta açıklama
        </label>
        <textarea
          id="post-meta-description"
          rows={2}
          aria-describedby="post-meta-description-count"
          className="rounded-md border border-slate-300 px-3 py-2 text-sm"
          {...form.register("metaDescription")}
        />
        <p id="post-meta-description-count" className={`text-xs ${metaDescription.length > META_DESCRIPTION_HINT ? "text-danger-700" : "text-slate-600"}`}>
          {metaDescription.length} / {META_DESCRIPTION_HINT} karakter (önerilen 120–160)
        </p>
      </div>
      <FormField label="Anahtar kelimeler (virgülle ayırın)" error={errors.keywords?.message} {...form.register("keywords")} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...form.register("isPublished")} /> Yayınla
      </label>
    </>
  );
}
