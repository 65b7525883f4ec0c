import { adminPageMeta } from "#app/admin/page-meta";
import { AdminUnfoundSearchesScreen } from "#app/features/catalog/admin-unfound-searches-screen";

export const meta = adminPageMeta("Aranan ama bulunamayan");

export default function AdminUnfoundSearchesPage() {
  return <AdminUnfoundSearchesScreen />;
}
