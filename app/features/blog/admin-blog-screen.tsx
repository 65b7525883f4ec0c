import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Eye, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { QueryStates } from "#app/components/admin/query-states";
import { useEditItem } from "#app/components/admin/use-edit-item";
import { Button } from "#app/components/ui/button";
import { IconButton, IconLink } from "#app/components/ui/icon-button";
import { toast } from "#app/components/ui/use-toast";
import type { ItemOf } from "#app/admin/resource";
import { blogPostsResource } from "./blog-posts.resource";
import { PostFormDialog } from "./post-form-dialog";
import { useConfirmDialog } from "#app/components/admin/confirm-dialog";

const dateFormat = new Intl.DateTimeFormat("tr-TR", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Istanbul" });

/** /n1_admin/blog: list, create, edit, delete, preview of published posts. */
export function AdminBlogScreen() {
  const queryClient = useQueryClient();
  const posts = useQuery(blogPostsResource.listQuery());
  const [dialog, setDialog] = useState<{ open: boolean; post?: ItemOf<typeof blogPostsResource> }>({ open: false });

  const editExisting = useEditItem(
    (id) => blogPostsResource.fetchItem(queryClient, id),
    "Blog yazısı yüklenemedi.",
    (post) => setDialog({ open: true, post }),
  );

  const { confirm, dialog: confirmDialog } = useConfirmDialog();
  const remove = useMutation({
    mutationFn: blogPostsResource.remove,
    onSuccess: async () => {
      toast({ title: "Başarılı", description: "Blog yazısı başarıyla silindi." });
      await blogPostsResource.invalidate(queryClient);
    },
    onError: () => toast({ title: "Hata", description: "Blog yazısı silinirken bir hata oluştu.", variant: "destructive" }),
  });

  return (
    <div className="grid gap-6">
      {confirmDialog}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Blog Yönetimi</h1>
        <Button onClick={() => setDialog({ open: true })}>
          <Plus aria-hidden="true" className="size-4" /> Yeni Yazı
        </Button>
      </div>
      <QueryStates query={posts} loadingText="Yazılar yükleniyor..." errorText="Blog yazıları yüklenirken bir hata oluştu." emptyText="Henüz blog yazısı eklenmemiş">
        {(rows) => (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {rows.map((post) => (
              <li key={post.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div>
                  <p className="font-medium text-navy-900">{post.title}</p>
                  <p className="text-sm text-slate-600">
                    <span className={`mr-2 rounded px-2 py-0.5 text-xs font-semibold ${post.isPublished ? "bg-green-100 text-success-700" : "bg-slate-100 text-slate-700"}`}>
                      {post.isPublished ? "Yayında" : "Taslak"}
                    </span>
                    {/* A draft that was published once keeps its first date, and gets it back when published again. */}
                    {post.publishedAt ? `${post.isPublished ? "" : "İlk yayın: "}${dateFormat.format(new Date(post.publishedAt))}` : "Yayınlanmamış"}
                  </p>
                </div>
                <span className="flex gap-1">
                  {post.isPublished && (
                    <IconLink icon={Eye} href={`/blog/${post.slug}`} target="_blank" rel="noopener" label={`${post.title} yazısını önizle`} />
                  )}
                  <IconButton icon={Pencil} label={`${post.title} yazısını düzenle`} onClick={() => editExisting(post.id)} />
                  <IconButton
                    icon={Trash2}
                    tone="danger"
                    label={`${post.title} yazısını sil`}
                    onClick={() =>
                      confirm({
                        title: "Blog yazısını sil",
                        consequence: `“${post.title}” yazısı silinecek${post.isPublished ? " ve sitede yayından kalkacak" : ""}. Bu işlem geri alınamaz.`,
                        confirmLabel: "Yazıyı Sil",
                        run: () => remove.mutateAsync(post.id),
                      })
                    }
                  />
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      <PostFormDialog open={dialog.open} onOpenChange={(open) => setDialog((current) => ({ ...current, open }))} post={dialog.post} />
    </div>
  );
}
