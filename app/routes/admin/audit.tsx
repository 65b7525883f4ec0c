import { adminPageMeta } from "#app/admin/page-meta";
import { AdminAuditScreen } from "#app/features/audit/admin-audit-screen";

export const meta = adminPageMeta("İşlem Kaydı");

export default function AdminAuditPage() {
  return <AdminAuditScreen />;
}
