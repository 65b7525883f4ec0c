import { AdminAuditScreen } from "#app/features/audit/admin-audit-screen";

export default function AdminAuditPage() {
  return <AdminAuditScreen />;
}
