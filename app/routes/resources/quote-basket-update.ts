import { redirect } from "react-router";
import { getServices } from "#app/app-context.server";
import { QUOTE_BASKET_PATH } from "#app/domain/quote-basket";
import { getActiveProduct } from "#app/features/catalog/catalog.server";
import {
  addToQuoteBasket,
  parseProductId,
  parseQuoteQuantity,
  quoteBasketCount,
  removeFromQuoteBasket,
  setQuoteBasketQuantity,
  type QuoteBasketLine,
} from "#app/features/leads/quote-basket";
import { readQuoteBasket, quoteBasketSetCookie } from "#app/features/leads/quote-basket-cookie.server";
import { QUOTE_BASKET_MESSAGES as MESSAGES, quoteBasketStateHref } from "#app/features/leads/quote-basket-notices";
import { safeReturnPath } from "#app/lib/safe-return-path";
import { json } from "#app/http/json.server";
import type { Route } from "./+types/quote-basket-update";

/** Nothing to show here: the basket is the page. */
export function loader() {
  return redirect(QUOTE_BASKET_PATH);
}

type Outcome = { status: number; message: string; lines: QuoteBasketLine[] | null; location: string };

/**
 * Every basket form posts here (ADR 030): `intent` add, set or remove, a `productId`, a `quantity`
 * (set) and a `returnTo` (add). A plain post gets 303 to the basket page; the enhancer asks for JSON
 * and gets the new count and a message. The basket is rewritten only when it changed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, appSecret, isHttps } = getServices(context);
  const form = await request.formData().catch(() => null);
  const basket = readQuoteBasket(appSecret, request, isHttps);
  const outcome = form ? await change(form, basket, (id) => getActiveProduct(db, { id })) : invalid();
  const headers = new Headers();
  if (outcome.lines) headers.append("Set-Cookie", quoteBasketSetCookie(appSecret, outcome.lines, isHttps));
  if (request.headers.get("accept")?.includes("application/json")) {
    return json({ count: quoteBasketCount(outcome.lines ?? basket), message: outcome.message }, { status: outcome.status, headers });
  }
  headers.set("Location", outcome.location);
  return new Response(null, { status: 303, headers });
}

const invalid = (): Outcome => ({ status: 400, message: MESSAGES.invalid, lines: null, location: quoteBasketStateHref("gecersiz") });

async function change(form: FormData, basket: QuoteBasketLine[], findProduct: (id: number) => Promise<{ name: string } | undefined>): Promise<Outcome> {
  const productId = parseProductId(form.get("productId"));
  if (productId === null) return invalid();
  switch (form.get("intent")) {
    case "add": {
      const product = await findProduct(productId);
      if (!product) return { status: 404, message: MESSAGES.notFound, lines: null, location: quoteBasketStateHref("bulunamadi") };
      const added = addToQuoteBasket(basket, productId);
      if (!added.ok) return { status: 409, message: MESSAGES.full, lines: null, location: quoteBasketStateHref("dolu") };
      const back = safeReturnPath(form.get("returnTo"));
      const location = `${QUOTE_BASKET_PATH}?eklendi=${productId}${back ? `&donus=${encodeURIComponent(back)}` : ""}`;
      return { status: 200, message: MESSAGES.added(product.name), lines: added.lines, location };
    }
    case "set": {
      const quantity = parseQuoteQuantity(form.get("quantity"));
      if (quantity === null) return { status: 400, message: MESSAGES.quantity, lines: null, location: quoteBasketStateHref("adet", productId) };
      return { status: 200, message: MESSAGES.updated, lines: setQuoteBasketQuantity(basket, productId, quantity), location: quoteBasketStateHref("guncellendi") };
    }
    case "remove":
      return { status: 200, message: MESSAGES.removed, lines: removeFromQuoteBasket(basket, productId), location: quoteBasketStateHref("cikarildi") };
    default:
      return invalid();
  }
}
