import { AdminLeadsScreen } from "#app/features/leads/admin-leads-screen";

export default function AdminLeadsPage() {
  return <AdminLeadsScreen />;
}
