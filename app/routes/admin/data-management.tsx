import { adminPageMeta } from "#app/admin/page-meta";
import { AdminDataScreen } from "#app/features/data-cleanup/admin-data-screen";

export const meta = adminPageMeta("Veri Yönetimi");

export default function AdminDataManagementPage() {
  return <AdminDataScreen />;
}
