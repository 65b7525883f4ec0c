import { data, isRouteErrorResponse, Link } from "react-router";
import { getAppContext } from "#app/app-context.server";
import { PageHeading } from "#app/components/layout/page-heading";
import { getActiveProduct } from "#app/features/catalog/catalog.server";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import type { Route } from "./+types/product-detail";

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw data(null, { status: 404 });
  const product = await getActiveProduct(getAppContext(context).db, { id });
  if (!product) throw data(null, { status: 404 });
  return { product };
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
  return pageMeta(site, {
    title: `${product.name} - ${product.brand}`,
    description: (product.description ?? `${product.brand} ${product.name}`).slice(0, 160),
    keywords: [product.brand, product.category, product.subcategory, "Kocaeli"].filter(Boolean).join(", "),
    path: `/urun/${product.id}`,
    image: product.imageUrl ?? undefined,
    type: "product",
  });
};

export default function ProductDetailPage({ loaderData: { product } }: Route.ComponentProps) {
  return (
    <>
      <PageHeading title={product.name} breadcrumbs={[{ label: "Ürünler", to: "/urunler" }]} />
      <section className="mx-auto max-w-content px-6 py-12">
        <p className="text-sm font-semibold text-accent-700">{product.brand}</p>
        <p className="mt-1 text-slate-700">
          {product.category}
          {product.subcategory ? ` / ${product.subcategory}` : ""}
        </p>
        {product.description && <p className="mt-6 max-w-3xl text-lg leading-relaxed">{product.description}</p>}
        <Link to="/urunler" className="mt-8 inline-block font-semibold text-accent-700 hover:underline">
          Ürünlere geri dön
        </Link>
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <section className="mx-auto max-w-content px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">Ürün Bulunamadı</h1>
      <p className="mt-4 text-lg text-slate-700">Aradığınız ürün mevcut değil veya kaldırılmış olabilir.</p>
      <Link to="/" className="mt-8 inline-block rounded-md bg-navy-900 px-5 py-3 font-semibold text-white">
        Ana Sayfaya Dön
      </Link>
    </section>
  );
}
