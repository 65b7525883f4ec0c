import { AdminBrandsScreen } from "#app/features/brands/admin-brands-screen";

export default function AdminBrandsPage() {
  return <AdminBrandsScreen />;
}
