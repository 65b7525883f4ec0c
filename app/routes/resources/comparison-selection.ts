import { redirect } from "react-router";
import { getServices } from "#app/app-context.server";
import { COMPARISON_PATH } from "#app/domain/comparison-selection";
import { productIdSchema } from "#app/features/catalog/catalog.schema";
import { getActiveProduct } from "#app/features/catalog/catalog.server";
import { addToComparison, COMPARISON_SELECTION_MESSAGES as MESSAGES, comparisonNoticeHref } from "#app/features/catalog/comparison-selection";
import { comparisonSelectionSetCookie, readComparisonSelection } from "#app/features/catalog/comparison-selection-cookie.server";
import { json } from "#app/http/json.server";
import { safeReturnPath } from "#app/lib/safe-return-path";
import type { Route } from "./+types/comparison-selection";

/** Nothing to show here: the comparison is the page. */
export function loader() {
  return redirect(COMPARISON_PATH);
}

type Outcome = { status: number; message: string; ids: number[] | null; location: string };

/**
 * The cards' "Karşılaştır" forms post here (ADR 035): `intent` add (a `productId`, a `returnTo`) or
 * clear. A plain post gets 303 back to the card it came from (`#urun-<id>`: the header's counter
 * shows the new count) or, when the selection is full or the product gone, to the comparison with
 * a notice; the enhancer asks for JSON and gets the count and a message. The cookie is rewritten
 * only when the selection changed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, isHttps } = getServices(context);
  const form = await request.formData().catch(() => null);
  const selection = await readComparisonSelection(request, isHttps);
  const outcome = form ? await change(form, selection, (id) => getActiveProduct(db, { id })) : invalid(selection);
  const headers = new Headers();
  if (outcome.ids) headers.append("Set-Cookie", await comparisonSelectionSetCookie(outcome.ids, isHttps));
  if (request.headers.get("accept")?.includes("application/json")) {
    return json({ count: (outcome.ids ?? selection).length, message: outcome.message }, { status: outcome.status, headers });
  }
  headers.set("Location", outcome.location);
  return new Response(null, { status: 303, headers });
}

const invalid = (selection: number[]): Outcome => ({ status: 400, message: MESSAGES.invalid, ids: null, location: comparisonNoticeHref(selection) });

async function change(form: FormData, selection: number[], findProduct: (id: number) => Promise<{ name: string } | undefined>): Promise<Outcome> {
  switch (form.get("intent")) {
    case "add": {
      const productId = productIdSchema.safeParse(form.get("productId"));
      if (!productId.success) return invalid(selection);
      const product = await findProduct(productId.data);
      if (!product) return { status: 404, message: MESSAGES.notFound, ids: null, location: comparisonNoticeHref(selection, "bulunamadi") };
      const added = addToComparison(selection, productId.data);
      if (!added.ok) return { status: 409, message: MESSAGES.full, ids: null, location: comparisonNoticeHref(selection, "dolu") };
      const back = safeReturnPath(form.get("returnTo"));
      return {
        status: 200,
        message: (added.added ? MESSAGES.added : MESSAGES.already)(product.name, added.ids.length),
        ids: added.added ? added.ids : null,
        location: back ? `${back}#urun-${productId.data}` : comparisonNoticeHref(added.ids),
      };
    }
    case "clear":
      return { status: 200, message: MESSAGES.cleared, ids: [], location: COMPARISON_PATH };
    default:
      return invalid(selection);
  }
}
