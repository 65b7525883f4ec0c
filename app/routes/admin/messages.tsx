import { adminPageMeta } from "#app/admin/page-meta";
import { AdminMessagesScreen } from "#app/features/contact/admin-messages-screen";

export const meta = adminPageMeta("Mesajlar");

export default function AdminMessagesPage() {
  return <AdminMessagesScreen />;
}
