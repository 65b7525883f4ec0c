import { ArrowLeft, Columns3, MessageCircle, Star } from "lucide-react";
import { data, isRouteErrorResponse } from "react-router";
import { SiteLink } from "#app/components/ui/site-link";
import { getServices } from "#app/app-context.server";
import { CONTENT_MEMO_KEYS } from "#app/composition/content-memo-keys.server";
import { PageHeading } from "#app/components/layout/page-heading";
import { productIdSchema } from "#app/features/catalog/catalog.schema";
import { getActiveProduct, listRelatedProducts } from "#app/features/catalog/catalog.server";
import { ProductCardItem } from "#app/features/catalog/product-card";
import { ProductTabs } from "#app/features/catalog/product-tabs";
import { addToComparison, comparisonNoticeHref } from "#app/features/catalog/comparison-selection";
import { readComparisonSelection } from "#app/features/catalog/comparison-selection-cookie.server";
import { comparisonHref } from "#app/features/catalog/product-comparison";
import { DEFAULT_PRODUCT_DESCRIPTION, PLACEHOLDER_IMAGE } from "#app/features/catalog/products-url";
import { productWhatsappMessage, shareLinks } from "#app/features/catalog/share-links";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import { breadcrumbList, jsonLdMeta, productNode } from "#app/features/seo/structured-data";
import { whatsappHref } from "#app/domain/site-settings";
import { useSiteData } from "#app/domain/use-site-data";
import type { RouteHandle } from "#app/root";
import { AddToQuoteForm } from "#app/components/ui/add-to-quote-form";
import type { Route } from "./+types/product-detail";
import { Picture } from "#app/components/ui/picture";

/** No React in the browser: the tabs run on the enhancement script (ADR 027). */
export const handle: RouteHandle = { scripts: "enhance" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = productIdSchema.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  const { db, isHttps, contentMemo } = getServices(context);
  const product = await getActiveProduct(db, { id: id.data });
  if (!product) throw data(null, { status: 404 });
  const related = await listRelatedProducts(db, {
    id: product.id,
    category: product.category,
    limit: 4,
    keepFirst: (categorySlug, count, read) => contentMemo.get(CONTENT_MEMO_KEYS.categoryFirstProducts(categorySlug, count), read),
  });
  return { product, related, comparison: comparisonFor(product.id, related, await readComparisonSelection(request, isHttps)) };
}

/**
 * Where the page's "Karşılaştır" leads: the product beside the visitor's chosen products (ADR 035),
 * or, with none chosen, beside two similar ones; with four already chosen, to those, which says why.
 */
function comparisonFor(productId: number, related: { id: number }[], selection: number[]) {
  if (selection.length === 0) return { href: comparisonHref([productId, ...related.slice(0, 2).map((item) => item.id)]), withSelection: false };
  const added = addToComparison(selection, productId);
  return { href: added.ok ? comparisonHref(added.ids) : comparisonNoticeHref(selection, "dolu"), withSelection: true };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const site = siteIdentity(matches);
  if (!loaderData) {
    return pageMeta(site, {
      title: "Ürün Bulunamadı",
      description: "Aradığınız ürün mevcut değil veya kaldırılmış olabilir.",
      path: `/urun/${params.id}`,
      noindex: true,
    });
  }
  const { product } = loaderData;
  const path = `/urun/${product.id}`;
  const description = product.description ?? `${product.brand} ${product.name}`;
  return [
    ...pageMeta(site, {
      title: `${product.name} - ${product.brand}`,
      description: description.slice(0, 160),
      keywords: [product.brand, product.category, product.subcategory, "Kocaeli"].filter(Boolean).join(", "),
      path,
      image: product.imageUrl ?? undefined,
      type: "product",
    }),
    jsonLdMeta(site.siteOrigin, path, [
      breadcrumbList(site.siteOrigin, [
        { name: "Ana Sayfa", path: "/" },
        { name: "Ürünler", path: "/urunler" },
        { name: product.name, path },
      ]),
      productNode({
        siteOrigin: site.siteOrigin,
        path,
        name: product.name,
        brand: product.brand,
        category: product.category,
        image: product.imageUrl ?? PLACEHOLDER_IMAGE,
        description,
      }),
    ]),
  ];
};

export default function ProductDetailPage({ loaderData: { product, related, comparison } }: Route.ComponentProps) {
  const { settings, siteOrigin } = useSiteData();
  const url = `${siteOrigin}/urun/${product.id}`;
  const title = `${product.name} - ${settings.companyName}`;
  return (
    <>
      <PageHeading title={product.name} breadcrumbs={[{ label: "Ürünler", to: "/urunler" }]} />
      <section className="mx-auto max-w-content px-6 py-10">
        <SiteLink to="/urunler" className="inline-flex items-center gap-2 font-semibold text-accent-700 hover:underline print:hidden">
          <ArrowLeft aria-hidden="true" className="size-4" /> Ürünlere Geri Dön
        </SiteLink>
        <div className="mt-6 grid gap-10 lg:grid-cols-2 print:grid-cols-2 print:gap-6">
          <Picture
            src={product.imageUrl ?? PLACEHOLDER_IMAGE}
            alt={product.name}
            width={800}
            height={600}
            sizes="(min-width: 75rem) 36rem, (min-width: 64rem) 48vw, 100vw"
            priority
            className="aspect-[4/3] w-full rounded-xl border border-slate-200 bg-slate-50 object-contain"
          />
          <div>
            {product.isFeatured && (
              <p className="inline-flex items-center gap-1 rounded-full bg-accent-100 px-3 py-1 text-sm font-semibold text-accent-800">
                <Star aria-hidden="true" className="size-4" /> Öne Çıkan
              </p>
            )}
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              <dt className="font-semibold text-slate-600">Marka</dt>
              <dd className="font-semibold text-navy-900">
                <SiteLink to={`/urunler?brand=${encodeURIComponent(product.brand)}`} className="hover:underline">
                  {product.brand}
                </SiteLink>
              </dd>
              <dt className="font-semibold text-slate-600">Kategori</dt>
              <dd>{product.category}</dd>
              {product.subcategory && (
                <>
                  <dt className="font-semibold text-slate-600">Alt kategori</dt>
                  <dd>{product.subcategory}</dd>
                </>
              )}
            </dl>
            <p className="mt-6 leading-relaxed text-slate-700">{product.description || DEFAULT_PRODUCT_DESCRIPTION}</p>
            <a
              href={whatsappHref(settings.whatsappNumber, productWhatsappMessage(product.name, url))}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-8 inline-flex items-center gap-2 rounded-md bg-whatsapp-700 px-5 py-3 font-semibold text-white hover:bg-whatsapp-600 print:hidden"
            >
              <MessageCircle aria-hidden="true" className="size-5" /> Ürün Hakkında Operatör Yardımı Alın
            </a>
            <SiteLink
              to={comparison.href}
              rel="nofollow"
              className="mt-4 flex w-fit items-center gap-2 rounded-md border border-navy-200 px-5 py-3 font-semibold text-navy-900 hover:bg-navy-50 print:hidden"
            >
              <Columns3 aria-hidden="true" className="size-5" /> Karşılaştır
              <span className="sr-only">: {product.name} {comparison.withSelection ? "ve seçtiğiniz ürünler" : "ve benzer ürünler"}</span>
            </SiteLink>
            <AddToQuoteForm productId={product.id} productName={product.name} className="mt-4 w-fit print:hidden" />
            <p className="mt-6 hidden print:block">
              {settings.companyName} · {settings.phonePrimary} · {settings.email}
            </p>
            <div className="mt-6 print:hidden">
              <p className="text-sm font-semibold text-slate-700">Paylaş</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {shareLinks(url, title).map((link) => (
                  <li key={link.id}>
                    <a
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100"
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
        <ProductTabs product={product} />
      </section>
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="bg-slate-50 print:hidden">
          <div className="mx-auto max-w-content px-6 py-12">
            <h2 id="related-heading" className="text-2xl font-bold">
              Benzer Ürünler
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {related.map((item) => (
                <ProductCardItem key={item.id} product={item} headingLevel="h3" />
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <section className="mx-auto max-w-content px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">Ürün Bulunamadı</h1>
      <p className="mt-4 text-lg text-slate-700">Aradığınız ürün mevcut değil veya kaldırılmış olabilir.</p>
      <SiteLink to="/" className="mt-8 inline-block rounded-md bg-navy-900 px-5 py-3 font-semibold text-white">
        Ana Sayfaya Dön
      </SiteLink>
    </section>
  );
}
