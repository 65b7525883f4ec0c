import { adminPageMeta } from "#app/admin/page-meta";
import { AdminUsersScreen } from "#app/features/auth/admin-users-screen";

export const meta = adminPageMeta("Kullanıcılar");

export default function AdminUsersPage() {
  return <AdminUsersScreen />;
}
