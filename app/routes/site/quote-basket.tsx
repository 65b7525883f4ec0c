import { ClipboardList } from "lucide-react";
import { data, redirect } from "react-router";
import { SiteLink } from "#app/components/ui/site-link";
import { getRequestScope, getServices, type AppServices } from "#app/app-context.server";
import { PageHeading } from "#app/components/layout/page-heading";
import { QUOTE_BASKET_PATH, QUOTE_RECEIVED_PATH } from "#app/domain/quote-basket";
import { listQuotedProducts } from "#app/features/catalog/catalog.server";
import { PLACEHOLDER_IMAGE } from "#app/features/catalog/products-url";
import { LEAD_DISTRICT_OPTIONS, LEAD_DISTRICT_VALUES } from "#app/features/leads/lead-districts";
import { QUOTE_TEXTS, SURVEY_TEXTS } from "#app/features/leads/lead-fields";
import { leadSourceFromForm, leadSourceOfVisit } from "#app/features/leads/lead-source";
import { leadNotifierFor } from "#app/composition/lead-notifier.server";
import { submitQuoteRequest } from "#app/features/leads/leads.server";
import { parseProductId, type QuoteBasketLine } from "#app/features/leads/quote-basket";
import { quoteBasketSetCookie, readQuoteBasket } from "#app/features/leads/quote-basket-cookie.server";
import { QuoteBasketLines, type QuoteBasketItem } from "#app/features/leads/quote-basket-lines";
import { QUOTE_BASKET_MESSAGES, QUOTE_BASKET_STATES } from "#app/features/leads/quote-basket-notices";
import { safeReturnPath } from "#app/lib/safe-return-path";
import { QuoteRequestForm } from "#app/features/leads/quote-request-form";
import { parseQuoteForm, readQuoteFormValues } from "#app/features/leads/quote-request.schema";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import type { RouteHandle } from "#app/root";
import type { Route } from "./+types/quote-basket";

/** Plain forms: no React in the browser, only the enhancement script (menus and the basket's in-place updates). */
export const handle: RouteHandle = { scripts: "enhance" };

/** Personal (the basket, the visit's source) and possibly rewriting the cookie: never kept by any cache. */
export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers(actionHeaders);
  for (const cookie of loaderHeaders.getSetCookie()) headers.append("Set-Cookie", cookie);
  headers.set("Cache-Control", "private, no-store");
  return headers;
};

/** The basket's lines whose product is still active, with what a line shows; the others are dropped. */
async function basketItems(db: AppServices["db"], lines: QuoteBasketLine[]): Promise<QuoteBasketItem[]> {
  const products = new Map((await listQuotedProducts(db, { ids: lines.map((line) => line.productId) })).map((product) => [product.id, product]));
  return lines.flatMap((line) => {
    const product = products.get(line.productId);
    return product ? [{ ...line, name: product.name, brand: product.brand, imageUrl: product.imageUrl }] : [];
  });
}

const isState = (value: string | null): value is keyof typeof QUOTE_BASKET_STATES => value !== null && Object.hasOwn(QUOTE_BASKET_STATES, value);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, appSecret, isHttps } = getServices(context);
  const params = new URL(request.url).searchParams;
  const lines = readQuoteBasket(appSecret, request, isHttps);
  const items = await basketItems(db, lines);
  const dropped = lines.length - items.length;
  const added = items.find((item) => String(item.productId) === params.get("eklendi"));
  const state = params.get("durum");
  const notices = [
    ...(added ? [QUOTE_BASKET_MESSAGES.added(added.name)] : []),
    ...(isState(state) ? [QUOTE_BASKET_STATES[state]] : []),
    ...(dropped > 0 ? [QUOTE_BASKET_MESSAGES.dropped(dropped)] : []),
  ];
  // A refused quantity without JavaScript: its message goes under that line's field too.
  const refusedLine = state === "adet" ? parseProductId(params.get("urun")) : null;
  const cookie = dropped > 0 ? { "Set-Cookie": quoteBasketSetCookie(appSecret, items, isHttps) } : undefined;
  return data(
    {
      items,
      notices,
      continueTo: (added && safeReturnPath(params.get("donus"))) || "/urunler",
      quantityError: refusedLine === null ? undefined : { productId: refusedLine, message: QUOTE_BASKET_MESSAGES.quantity },
      districts: LEAD_DISTRICT_OPTIONS,
      source: leadSourceOfVisit({ pageUrl: request.url, referer: request.headers.get("referer") }),
    },
    { headers: cookie },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const { db, appSecret, isHttps } = services;
  const scope = getRequestScope(context);
  const { clientIp } = scope;
  const form = await request.formData().catch(() => null);
  if (!form) return data({ values: {}, fieldErrors: {}, formError: SURVEY_TEXTS.invalid }, { status: 400 });
  const parsed = parseQuoteForm(form, { districts: LEAD_DISTRICT_VALUES });
  if (!parsed.ok) return data({ values: parsed.values, fieldErrors: parsed.fieldErrors, formError: undefined }, { status: 400 });
  const items = await basketItems(db, readQuoteBasket(appSecret, request, isHttps));
  if (items.length === 0) return data({ values: readQuoteFormValues(form), fieldErrors: {}, formError: QUOTE_TEXTS.empty }, { status: 400 });
  const honeypot = form.get("website");
  const result = await submitQuoteRequest(
    db,
    {
      request: parsed.data,
      lines: items.map(({ productId, name, brand, quantity }) => ({ productId, name, brand, quantity })),
      source: leadSourceFromForm(form),
      honeypot: typeof honeypot === "string" ? honeypot : undefined,
    },
    { ipAddress: clientIp, notify: leadNotifierFor(services, scope) },
  );
  if (result.status === "rate-limited") {
    return data(
      { values: readQuoteFormValues(form), fieldErrors: {}, formError: SURVEY_TEXTS.rateLimited },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  const emptied = { "Set-Cookie": quoteBasketSetCookie(appSecret, [], isHttps) };
  return redirect(result.status === "stored" ? `${QUOTE_RECEIVED_PATH}?no=${result.reference}` : QUOTE_RECEIVED_PATH, { status: 303, headers: emptied });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteIdentity(matches), {
    title: "Teklif Sepeti",
    description: "Teklif almak istediğiniz güvenlik ürünlerini seçin, adetlerini belirleyin; fiyat ve kurulum teklifimizi size ulaştıralım.",
    path: QUOTE_BASKET_PATH,
    noindex: true,
  });

export default function QuoteBasketPage({ loaderData, actionData }: Route.ComponentProps) {
  const { items, notices, continueTo, quantityError } = loaderData;
  return (
    <>
      <PageHeading title="Teklif Sepeti" intro="Teklif almak istediğiniz ürünleri ve adetlerini seçin; formu gönderin, fiyat ve kurulum teklifimizi size ulaştıralım." />
      <div className="mx-auto grid max-w-4xl gap-8 px-6 py-12">
        {notices.length > 0 && (
          <div role="status" className="grid gap-2 rounded-md border border-navy-200 bg-navy-50 p-4 text-sm text-navy-900">
            {notices.map((notice) => (
              <p key={notice}>{notice}</p>
            ))}
            <p>
              <SiteLink to={continueTo} className="font-semibold underline">
                Ürünlere geri dönün
              </SiteLink>
            </p>
          </div>
        )}
        <div data-basket-empty hidden={items.length > 0} className="rounded-xl border border-slate-200 bg-white p-8 text-center">
          <ClipboardList aria-hidden="true" className="mx-auto size-10 text-navy-900" />
          <p className="mt-3 text-slate-800">{actionData?.formError ?? QUOTE_TEXTS.empty}</p>
          <SiteLink to="/urunler" className="mt-4 inline-flex h-11 items-center rounded-md bg-navy-900 px-5 font-semibold text-white hover:bg-navy-800">
            Ürünlere göz atın
          </SiteLink>
        </div>
        {items.length > 0 && (
          <div data-basket-filled className="grid gap-8">
            <section aria-labelledby="basket-lines-heading" className="grid gap-3">
              <h2 id="basket-lines-heading" className="text-2xl font-bold text-navy-900">
                {/* The basket enhancer keeps the count current as lines are removed. */}
                Seçtiğiniz ürünler (<span data-basket-count>{items.length.toLocaleString("tr-TR")}</span>)
              </h2>
              <QuoteBasketLines items={items} placeholderImage={PLACEHOLDER_IMAGE} quantityError={quantityError} />
            </section>
            <section aria-labelledby="quote-form-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
              <h2 id="quote-form-heading" className="text-2xl font-bold text-navy-900">
                İletişim bilgileriniz
              </h2>
              <p className="mt-1 mb-6 text-slate-700">Yıldızlı alanlar zorunludur. Fiyatlar projeye göre değiştiği için teklifimizi size özel hazırlarız.</p>
              <QuoteRequestForm
                districts={[...loaderData.districts]}
                values={actionData?.values ?? {}}
                errors={actionData?.fieldErrors ?? {}}
                formError={actionData?.formError}
                source={loaderData.source}
              />
            </section>
          </div>
        )}
      </div>
    </>
  );
}
