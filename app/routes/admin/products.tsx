import { AdminProductsScreen } from "#app/features/catalog/admin-products-screen";
import { SupplierImportPanel } from "#app/features/supplier-import/admin-import-panel";

export default function AdminProductsPage() {
  return <AdminProductsScreen importPanel={<SupplierImportPanel />} />;
}
