import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";
import { Dialog, DialogContent, FormDialogActions } from "#app/components/ui/dialog";
import { FormField } from "#app/components/ui/form-field";
import { toast } from "#app/components/ui/use-toast";
import type { ItemOf } from "#app/admin/resource";
import { ApiError, serverMessage } from "#app/http/api-client";
import { slugify } from "#app/lib/turkish";
import { blogPostsResource, META_DESCRIPTION_HINT, postFormSchema, type PostFormInput } from "./blog-posts.resource";

type Post = ItemOf<typeof blogPostsResource>;

type PostDialogValues = { [K in keyof Required<PostFormInput>]: K extends "isPublished" ? boolean : string };

function initialValues(post?: Post): PostDialogValues {
  return {
    title: post?.title ?? "",
    slug: post?.slug ?? "",
    content: post?.content ?? "",
    excerpt: post?.excerpt ?? "",
    imageUrl: post?.imageUrl ?? "",
    metaTitle: post?.metaTitle ?? "",
    metaDescription: post?.metaDescription ?? "",
    keywords: post?.keywords ?? "",
    isPublished: post?.isPublished ?? false,
  };
}

const textareaClass = "rounded-md border border-slate-300 px-3 py-2 text-sm";

/** Create or edit a blog post. Typing the title fills the slug and the meta title until they are edited. */
export function PostFormDialog({ open, onOpenChange, post }: { open: boolean; onOpenChange: (open: boolean) => void; post?: Post }) {
  const queryClient = useQueryClient();
  const editing = Boolean(post);
  const form = useForm<PostDialogValues>({
    resolver: zodResolver(postFormSchema as never, undefined, { raw: true }) as never,
    values: initialValues(post),
  });
  const metaDescription = useWatch({ control: form.control, name: "metaDescription" }) ?? "";
  const titleField = form.register("title");

  const save = useMutation({
    mutationFn: (values: PostDialogValues) =>
      editing ? blogPostsResource.update(post!.id, { ...values, updatedAt: post!.updatedAt }) : blogPostsResource.create(values),
    onSuccess: async () => {
      toast({ title: "Başarılı", description: editing ? "Blog yazısı başarıyla güncellendi." : "Blog yazısı başarıyla eklendi." });
      onOpenChange(false);
      await blogPostsResource.invalidate(queryClient);
    },
    onError: (error) => {
      const failure = editing ? "Blog yazısı güncellenirken bir hata oluştu." : "Blog yazısı eklenirken bir hata oluştu.";
      // A taken slug or a stale copy (409): SPEC's failure as the title, the server's reason under it.
      if (error instanceof ApiError && error.status === 409) toast({ title: failure, description: serverMessage(error), variant: "destructive" });
      else toast({ title: "Hata", description: failure, variant: "destructive" });
    },
  });
  const { errors } = form.formState;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={editing ? "Blog Yazısını Düzenle" : "Yeni Blog Yazısı"} className="max-w-3xl">
        <form className="mt-5 grid gap-4" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
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
          <div className="grid gap-1.5">
            <label htmlFor="post-content" className="text-sm font-medium text-navy-900">
              İçerik (Markdown)
            </label>
            <textarea id="post-content" rows={10} className={textareaClass} aria-invalid={errors.content ? true : undefined} {...form.register("content")} />
            {errors.content && <p className="text-sm text-danger-700">{errors.content.message}</p>}
          </div>
          <FormField label="Özet" {...form.register("excerpt")} />
          <FormField label="Görsel adresi" placeholder="https://… ya da /images/…" error={errors.imageUrl?.message} {...form.register("imageUrl")} />
          <FormField label="Meta başlık" {...form.register("metaTitle")} />
          <div className="grid gap-1.5">
            <label htmlFor="post-meta-description" className="text-sm font-medium text-navy-900">
              Meta açıklama
            </label>
            <textarea id="post-meta-description" rows={2} aria-describedby="post-meta-description-count" className={textareaClass} {...form.register("metaDescription")} />
            <p id="post-meta-description-count" className={`text-xs ${metaDescription.length > META_DESCRIPTION_HINT ? "text-danger-700" : "text-slate-600"}`}>
              {metaDescription.length} / {META_DESCRIPTION_HINT} karakter (önerilen 120–160)
            </p>
          </div>
          <FormField label="Anahtar kelimeler (virgülle ayırın)" {...form.register("keywords")} />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" {...form.register("isPublished")} /> Yayınla
          </label>
          <FormDialogActions editing={editing} pending={save.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
