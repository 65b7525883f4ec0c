import { useQuery } from "@tanstack/react-query";
import { adminPageMeta } from "#app/admin/page-meta";
import { AdminAuditScreen } from "#app/features/audit/admin-audit-screen";
import { staffQuery } from "#app/features/auth/staff.queries";

export const meta = adminPageMeta("İşlem Kaydı");

export default function AdminAuditPage() {
  const staff = useQuery(staffQuery);
  return <AdminAuditScreen people={(staff.data ?? []).map((member) => ({ id: member.id, label: member.name ?? member.username }))} />;
}
