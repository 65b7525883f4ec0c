import { AdminMessagesScreen } from "#app/features/contact/admin-messages-screen";

export default function AdminMessagesPage() {
  return <AdminMessagesScreen />;
}
