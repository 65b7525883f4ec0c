import { redirect } from "react-router";
import { getServices } from "#app/app-context.server";
import { unsubscribeFromNewsletter } from "#app/features/newsletter/newsletter.server";
import { verifyUnsubscribeToken } from "#app/features/newsletter/unsubscribe-token.server";
import { json, jsonError } from "#app/http/json.server";
import type { Route } from "./+types/newsletter-unsubscribe";

const UNSUBSCRIBED_PAGE = "/bulten/abonelik-iptal";

async function unsubscribe(request: Request, context: Route.LoaderArgs["context"]) {
  const { db, appSecret } = getServices(context);
  const email = verifyUnsubscribeToken(appSecret, new URL(request.url).searchParams.get("token"));
  if (email) await unsubscribeFromNewsletter(db, { email });
  return email !== null;
}

/**
 * GET /api/newsletter/unsubscribe?token=…: the link in every newsletter e-mail. A genuine token
 * deletes its address (again: still done) and the visitor lands on the confirmation page; a
 * missing or tampered one lands on the same page's 'invalid link' state.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const done = await unsubscribe(request, context);
  return redirect(done ? UNSUBSCRIBED_PAGE : `${UNSUBSCRIBED_PAGE}?durum=gecersiz`, { status: 303, headers: { "Cache-Control": "no-store" } });
}

/** POST on the same link: RFC 8058 one-click unsubscribe, sent by mail clients from the List-Unsubscribe header. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  if (!(await unsubscribe(request, context))) return jsonError(400, "Abonelikten çıkma bağlantısı geçersiz.");
  return json({ message: "Bülten aboneliğiniz iptal edildi." });
}
