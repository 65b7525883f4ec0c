import { AdminSupportScreen } from "#app/features/support/admin-support-screen";

export default function AdminSupportAppsPage() {
  return <AdminSupportScreen />;
}
