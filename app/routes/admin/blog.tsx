import { AdminBlogScreen } from "#app/features/blog/admin-blog-screen";

export default function AdminBlogPage() {
  return <AdminBlogScreen />;
}
