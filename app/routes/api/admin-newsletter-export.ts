import { getRequestScope, getServices } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { listSubscribers } from "#app/features/newsletter/newsletter-subscribers.resource.server";
import { subscribersCsv } from "#app/features/newsletter/subscribers-csv.server";
import { recordCsvExport } from "#app/http/csv-export.server";
import type { Route } from "./+types/admin-newsletter-export";

/** The subscriber list as a CSV download, named with today's date; audited and logged. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireAdminApi(request, context);
  const { db } = getServices(context);
  const { logger, clientIp } = getRequestScope(context);
  const rows = await listSubscribers(db);
  const csv = await subscribersCsv(rows);
  await recordCsvExport(db, logger, { actor, ipAddress: clientIp, entityType: "newsletter-subscriber", filter: {}, rows: rows.length });
  const day = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Istanbul" });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="bulten-aboneleri-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
