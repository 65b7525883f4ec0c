import { getAppContext } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { leadListQuerySchema } from "#app/features/leads/lead-list-query";
import { leadsCsv } from "#app/features/leads/leads-csv";
import { listLeads } from "#app/features/leads/leads.resource.server";
import { jsonError } from "#app/http/json.server";
import { parseSearchParams } from "#app/lib/search-params";
import type { Route } from "./+types/admin-leads-export";

/** The leads the inbox's filters select (the list's query string) as a CSV download, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  const query = parseSearchParams(new URL(request.url).searchParams, leadListQuerySchema);
  if (!query.ok) return jsonError(400, query.message, { fieldErrors: query.fieldErrors });
  const csv = await leadsCsv(await listLeads(getAppContext(context).db, query.data));
  const day = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Istanbul" });
  return new Response(csv, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="talepler-${day}.csv"`, "Cache-Control": "no-store" },
  });
}
