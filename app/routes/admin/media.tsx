import { adminPageMeta } from "#app/admin/page-meta";
import { AdminMediaScreen } from "#app/features/media/admin-media-screen";

export const meta = adminPageMeta("Medya Kütüphanesi");

export default function AdminMediaPage() {
  return <AdminMediaScreen />;
}
