import { adminPageMeta } from "#app/admin/page-meta";
import { AdminBrandsScreen } from "#app/features/brands/admin-brands-screen";

export const meta = adminPageMeta("Markalar");

export default function AdminBrandsPage() {
  return <AdminBrandsScreen />;
}
