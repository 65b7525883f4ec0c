import { adminPageMeta } from "#app/admin/page-meta";
import { useCan } from "#app/features/auth/use-current-user";
import { AdminBrandsScreen } from "#app/features/brands/admin-brands-screen";

export const meta = adminPageMeta("Markalar");

export default function AdminBrandsPage() {
  return <AdminBrandsScreen canEdit={useCan("catalog.write")} />;
}
