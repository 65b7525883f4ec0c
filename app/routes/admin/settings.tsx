import { AdminSettingsScreen } from "#app/features/site-settings/admin-settings-screen";

export default function AdminSettingsPage() {
  return <AdminSettingsScreen />;
}
