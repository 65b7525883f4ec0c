import { getServices } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { exportProductsCsv } from "#app/features/catalog/product-csv.server";
import type { Route } from "./+types/admin-products-export";

/** Every product as a CSV download (UTF-8 with BOM, `;`), the same format the import reads. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  const csv = await exportProductsCsv(getServices(context).db);
  const day = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Istanbul" });
  return new Response(csv, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="urunler-${day}.csv"`, "Cache-Control": "no-store" },
  });
}
