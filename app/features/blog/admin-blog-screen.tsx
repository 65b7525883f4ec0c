import { useQuery } from "@tanstack/react-query";
import { Eye } from "lucide-react";
import { AdminScreen } from "#app/components/admin/admin-screen";
import { AdminTable, type Column } from "#app/components/admin/admin-table";
import { Badge } from "#app/components/admin/badge";
import { editAndRemoveButtons, NewItemButton, useItemDialog } from "#app/components/admin/item-dialog";
import { useRemoveItem } from "#app/components/admin/use-remove-item";
import { IconLink } from "#app/components/ui/icon-button";
import type { RowOf } from "#app/admin/resource";
import { blogPostsResource } from "./blog-posts.resource";
import { POST_DIALOG_TEXTS, PostFormDialog } from "./post-form-dialog";

const dateFormat = new Intl.DateTimeFormat("tr-TR", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Istanbul" });

const COLUMNS: Column<RowOf<typeof blogPostsResource>>[] = [
  { header: "Başlık", cell: (post) => <span className="font-medium text-navy-900">{post.title}</span> },
  { header: "Durum", cell: (post) => <Badge tone={post.isPublished ? "success" : "neutral"}>{post.isPublished ? "Yayında" : "Taslak"}</Badge> },
  // A draft that was published once keeps its first date, and gets it back when published again.
  {
    header: "Yayın tarihi",
    cell: (post) => (post.publishedAt ? `${post.isPublished ? "" : "İlk yayın: "}${dateFormat.format(new Date(post.publishedAt))}` : "Yayınlanmamış"),
    className: "text-slate-700 sm:whitespace-nowrap",
  },
];

/** /n1_admin/blog: list, create, edit, delete, preview of published posts. */
export function AdminBlogScreen() {
  const posts = useQuery(blogPostsResource.listQuery());
  const editor = useItemDialog(blogPostsResource, POST_DIALOG_TEXTS);
  const remover = useRemoveItem(blogPostsResource, {
    title: "Blog yazısını sil", confirmLabel: "Yazıyı Sil",
    removed: "Blog yazısı başarıyla silindi.", failed: "Blog yazısı silinirken bir hata oluştu.",
  });
  return (
    <AdminScreen title="Blog Yönetimi" actions={<NewItemButton label="Yeni Yazı" onClick={editor.openCreate} />}>
      <AdminTable query={posts} caption="Blog yazıları" columns={COLUMNS}
        states={{ loadingText: "Yazılar yükleniyor...", errorText: "Blog yazıları yüklenirken bir hata oluştu.", emptyText: "Henüz blog yazısı eklenmemiş" }}
        actions={(post) => (
          <>
            {post.isPublished && <IconLink icon={Eye} href={`/blog/${post.slug}`} target="_blank" rel="noopener" label={`${post.title} yazısını önizle`} />}
            {editAndRemoveButtons(editor, remover, post.id, `${post.title} yazısını`, `“${post.title}” yazısı silinecek${post.isPublished ? " ve sitede yayından kalkacak" : ""}. Bu işlem geri alınamaz.`)}
          </>
        )}
      />
      <PostFormDialog {...editor.dialog} />
    </AdminScreen>
  );
}
