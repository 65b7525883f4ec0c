import { getAppContext } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { listSubscribers } from "#app/features/newsletter/newsletter-subscribers.resource.server";
import { subscribersCsv } from "#app/features/newsletter/subscribers-csv.server";
import type { Route } from "./+types/admin-newsletter-export";

/** The subscriber list as a CSV download, named with today's date. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  const csv = await subscribersCsv(await listSubscribers(getAppContext(context).db));
  const day = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Istanbul" });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="bulten-aboneleri-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
