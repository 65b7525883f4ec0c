import { adminPageMeta } from "#app/admin/page-meta";
import { AdminRedirectsScreen } from "#app/features/redirects/admin-redirects-screen";

export const meta = adminPageMeta("Yönlendirmeler");

export default function AdminRedirectsPage() {
  return <AdminRedirectsScreen />;
}
