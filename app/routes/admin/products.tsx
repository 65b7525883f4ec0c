import { AdminProductsScreen } from "#app/features/catalog/admin-products-screen";

export default function AdminProductsPage() {
  return <AdminProductsScreen />;
}
