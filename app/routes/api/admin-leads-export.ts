import { getRequestScope, getServices } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { leadListQuerySchema } from "#app/features/leads/lead-list-query";
import { leadsCsv } from "#app/features/leads/leads-csv";
import { listLeads } from "#app/features/leads/leads.resource.server";
import { recordCsvExport } from "#app/http/csv-export.server";
import { jsonError } from "#app/http/json.server";
import { parseSearchParams } from "#app/lib/search-params";
import type { Route } from "./+types/admin-leads-export";

/** The leads the inbox's filters select (the list's query string) as a CSV download, newest first; audited and logged. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireAdminApi(request, context);
  const query = parseSearchParams(new URL(request.url).searchParams, leadListQuerySchema);
  if (!query.ok) return jsonError(400, query.message, { fieldErrors: query.fieldErrors });
  const { db } = getServices(context);
  const { logger, clientIp } = getRequestScope(context);
  const rows = await listLeads(db, query.data);
  const csv = await leadsCsv(rows);
  await recordCsvExport(db, logger, { actor, ipAddress: clientIp, entityType: "lead", filter: query.data, rows: rows.length });
  const day = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Istanbul" });
  return new Response(csv, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="talepler-${day}.csv"`, "Cache-Control": "no-store" },
  });
}
