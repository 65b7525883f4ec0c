import { adminPageMeta } from "#app/admin/page-meta";
import { AdminBlogScreen } from "#app/features/blog/admin-blog-screen";

export const meta = adminPageMeta("Blog");

export default function AdminBlogPage() {
  return <AdminBlogScreen />;
}
