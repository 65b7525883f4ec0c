import { getServices } from "#app/app-context.server";
import { supportFileResponse } from "#app/features/support/support-files.server";
import type { Route } from "./+types/support-file";

/** GET /destek/dosya/{name}: an uploaded support download, always as an attachment (ADR 025). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const response = await supportFileResponse(params.name, getServices(context).mediaDir);
  if (!response) throw new Response("Dosya bulunamadı.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return response;
}
