import { useQuery } from "@tanstack/react-query";
import { adminPageMeta } from "#app/admin/page-meta";
import { useCan } from "#app/features/auth/use-current-user";
import { brandsResource } from "#app/features/brands/brands.resource";
import { AdminProductsScreen } from "#app/features/catalog/admin-products-screen";
import { productsResource } from "#app/features/catalog/products.resource";
import { SupplierImportPanel } from "#app/features/supplier-import/admin-import-panel";

export const meta = adminPageMeta("Ürünler");

export default function AdminProductsPage() {
  const brands = useQuery(brandsResource.listQuery());
  const canEdit = useCan("catalog.write");
  const canImport = useCan("import.run");
  return (
    <AdminProductsScreen
      brandNames={(brands.data ?? []).map((brand) => brand.name)}
      importPanel={canImport && <SupplierImportPanel products={productsResource} />}
      canEdit={canEdit}
    />
  );
}
