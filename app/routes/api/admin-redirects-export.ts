import { getServices } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { redirectsCsv } from "#app/features/redirects/redirects-csv.server";
import type { Route } from "./+types/admin-redirects-export";

/** Every redirect rule as a CSV download for Excel, named with today's date. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  const { csv } = await redirectsCsv(getServices(context).db);
  const day = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Istanbul" });
  return new Response(csv, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="yonlendirmeler-${day}.csv"`, "Cache-Control": "no-store" },
  });
}
