import { AdminDataScreen } from "#app/features/data-cleanup/admin-data-screen";

export default function AdminDataManagementPage() {
  return <AdminDataScreen />;
}
