import { adminPageMeta } from "#app/admin/page-meta";
import { AdminContentListScreen } from "#app/features/content/admin-content-screens";

export const meta = adminPageMeta("Site İçeriği");

export default function AdminContentPage() {
  return <AdminContentListScreen />;
}
