import { adminPageMeta } from "#app/admin/page-meta";
import { AdminDataScreen } from "#app/features/data-cleanup/admin-data-screen";
import { productsResource } from "#app/features/catalog/products.resource";

export const meta = adminPageMeta("Veri Yönetimi");

export default function AdminDataManagementPage() {
  return <AdminDataScreen products={productsResource} />;
}
