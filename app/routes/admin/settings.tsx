import { adminPageMeta } from "#app/admin/page-meta";
import { AdminSettingsScreen } from "#app/features/site-settings/admin-settings-screen";

export const meta = adminPageMeta("Site Ayarları");

export default function AdminSettingsPage() {
  return <AdminSettingsScreen />;
}
