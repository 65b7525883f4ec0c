import { AddToComparisonForm } from "./add-to-comparison-form";
import { DEFAULT_PRODUCT_DESCRIPTION, PLACEHOLDER_IMAGE } from "./products-url";
import { CachedMarkup } from "#app/components/cached-markup";
import { AddToQuoteForm } from "#app/components/ui/add-to-quote-form";
import { Picture, type PictureProps } from "#app/components/ui/picture";

export type ProductCardProduct = {
  id: number;
  name: string;
  brand: string;
  category?: string;
  description: string | null;
  imageUrl: string | null;
  features: string[];
};

/** Feature chips: the first `shown`, then '+N' for the rest. */
export function FeatureChips({ features, shown }: { features: string[]; shown: number }) {
  if (features.length === 0) return null;
  const rest = features.length - shown;
  return (
    <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Öne çıkan özellikler">
      {features.slice(0, shown).map((feature) => (
        <li key={feature} className="rounded bg-navy-50 px-2 py-0.5 text-xs text-navy-800">
          {feature}
        </li>
      ))}
      {rest > 0 && (
        <li className="rounded bg-navy-100 px-2 py-0.5 text-xs font-semibold text-navy-800">
          +{rest}
          <span className="sr-only"> özellik daha</span>
        </li>
      )}
    </ul>
  );
}

/**
 * A product card of the list (docs/product.md#catalogue): image, brand, category, name, description, 3
 * features, a link to the detail, "Karşılaştır" (adds to the comparison selection; its plain post comes back
 * to the card's `#urun-<id>`) and "Teklife Ekle". Its pages ship no React (ADR 027), so its link is plain:
 * React Router's `<Link>` would resolve each path per render for a client-side navigation that never runs
 * (ADR 031).
 */
export function ProductCard({
  product,
  headingLevel = "h2",
  imageLoading,
}: {
  product: ProductCardProduct;
  headingLevel?: "h2" | "h3";
  /** Lazy unless given: a list's first row loads at once (`firstRowLoading`). */
  imageLoading?: Pick<PictureProps, "priority" | "loading">;
}) {
  const Heading = headingLevel;
  return (
    <article id={`urun-${product.id}`} className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <Picture
        src={product.imageUrl ?? PLACEHOLDER_IMAGE}
        alt=""
        width={400}
        height={300}
        sizes="(min-width: 75rem) 22rem, (min-width: 64rem) 30vw, (min-width: 40rem) 45vw, 100vw"
        className="aspect-[4/3] w-full bg-slate-100 object-contain"
        {...imageLoading}
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm font-semibold text-accent-700">{product.brand}</p>
        {product.category && <p className="text-xs text-slate-600">{product.category}</p>}
        <Heading className="mt-2 text-lg font-bold">{product.name}</Heading>
        <p className="mt-2 line-clamp-3 text-sm text-slate-700">{product.description || DEFAULT_PRODUCT_DESCRIPTION}</p>
        <FeatureChips features={product.features} shown={3} />
        <div className="mt-auto flex flex-col gap-2 pt-5">
          <a
            href={`/urun/${product.id}`}
            className="inline-flex w-full items-center justify-center rounded-md bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-800"
          >
            Detayları Görüntüle<span className="sr-only">: {product.name}</span>
          </a>
          <AddToComparisonForm productId={product.id} productName={product.name} />
          <AddToQuoteForm productId={product.id} productName={product.name} />
        </div>
      </div>
    </article>
  );
}

/**
 * A product card as an item of a list (`<li>`). On pages without React (ADR 027) its markup is kept
 * per product until the next content write (any product or brand write empties it) and shared by
 * every list that shows the product: a list of 24 cards was most of a search page's render (ADR 039).
 * The key names what the markup depends on besides the product's row, so every list must pass
 * the card the same columns (`listProductCards`'s). The first card renders live: its image is
 * preloaded from the page's <head>, which a card rendered on its own cannot reach.
 */
export function ProductCardItem({ product, headingLevel = "h2", imageLoading }: Parameters<typeof ProductCard>[0]) {
  const cacheKey = imageLoading?.priority ? null : `product-card:${product.id}:${headingLevel}:${imageLoading?.loading ?? "lazy"}`;
  return (
    <CachedMarkup as="li" cacheKey={cacheKey} anyLocation>
      <ProductCard product={product} headingLevel={headingLevel} imageLoading={imageLoading} />
    </CachedMarkup>
  );
}

/** A grey placeholder with a product card's shape, shown while a list loads. */
export function ProductCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white" data-testid="product-skeleton">
      <div className="aspect-[4/3] w-full animate-pulse bg-slate-200" />
      <div className="space-y-3 p-5">
        <div className="h-3 w-1/3 animate-pulse rounded bg-slate-200" />
        <div className="h-5 w-4/5 animate-pulse rounded bg-slate-200" />
        <div className="h-3 w-full animate-pulse rounded bg-slate-200" />
        <div className="h-3 w-2/3 animate-pulse rounded bg-slate-200" />
        <div className="h-9 w-full animate-pulse rounded bg-slate-200" />
      </div>
    </div>
  );
}
