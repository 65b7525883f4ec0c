import { ChevronLeft, ChevronRight } from "lucide-react";
import { SiteLink } from "#app/components/ui/site-link";
import { useEnhancement } from "#app/lib/use-enhancement";
import { enhanceCarousel } from "./featured-carousel.enhance";
import { FeatureChips } from "./product-card";
import { DEFAULT_PRODUCT_DESCRIPTION, PLACEHOLDER_IMAGE } from "./products-url";
import { AddToQuoteForm } from "#app/components/ui/add-to-quote-form";
import { Picture } from "#app/components/ui/picture";

export type FeaturedProduct = {
  id: number;
  name: string;
  brand: string;
  description: string | null;
  imageUrl: string | null;
  features: string[];
};

const slideClass = "min-w-0 shrink-0 grow-0 basis-full snap-start pl-6 sm:basis-1/2 lg:basis-1/4";

/**
 * The home page's featured products (loop, 1 slide per step; docs/product.md#interface-behaviour): a CSS
 * scroll-snap strip that works without JavaScript; `enhanceCarousel` adds the looping buttons (ADR 027, which
 * replaced Embla).
 */
export function FeaturedCarousel({ products }: { products: FeaturedProduct[] }) {
  const ref = useEnhancement<HTMLDivElement>(enhanceCarousel);
  return (
    <div ref={ref} data-enhance="carousel" className="relative mt-8" role="region" aria-roledescription="carousel" aria-label="Öne çıkan ürün kartları">
      {/* relative: the containing block of its visually hidden texts, which would else widen the page. */}
      <div data-carousel-viewport className="relative snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none]">
        <ul className="-ml-6 flex">
          {products.map((product, index) => (
            <li key={product.id} className={slideClass} aria-roledescription="slayt" aria-label={`${index + 1} / ${products.length}`}>
              <article className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm">
                <Picture
                  src={product.imageUrl ?? PLACEHOLDER_IMAGE}
                  alt=""
                  width={400}
                  height={300}
                  sizes="(min-width: 75rem) 17rem, (min-width: 64rem) 23vw, (min-width: 40rem) 45vw, 100vw"
                  className="aspect-[4/3] w-full bg-slate-100 object-contain"
                />
                <div className="flex flex-1 flex-col p-5">
                  <div className="flex items-center justify-between gap-2">
                    <p className="text-sm font-semibold text-accent-700">{product.brand}</p>
                    <p className="rounded-full bg-success-700 px-2 py-0.5 text-xs font-semibold text-white">Stokta</p>
                  </div>
                  <h3 className="mt-1 font-bold">
                    <SiteLink to={`/urun/${product.id}`} className="hover:underline">
                      {product.name}
                    </SiteLink>
                  </h3>
                  <p className="mt-2 line-clamp-2 text-sm text-slate-700">{product.description || DEFAULT_PRODUCT_DESCRIPTION}</p>
                  <FeatureChips features={product.features} shown={2} />
                  <AddToQuoteForm productId={product.id} productName={product.name} className="mt-auto pt-4" />
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
      {products.length > 1 && (
        <div className="mt-6 flex justify-center gap-3">
          <button type="button" data-carousel-prev aria-label="Önceki ürünler" className="rounded-full border border-navy-200 bg-white p-2 text-navy-900 hover:bg-navy-100">
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button type="button" data-carousel-next aria-label="Sonraki ürünler" className="rounded-full border border-navy-200 bg-white p-2 text-navy-900 hover:bg-navy-100">
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </div>
  );
}

/** 8 skeleton cards while the featured products load. */
export function FeaturedSkeleton() {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true" aria-label="Öne çıkan ürünler yükleniyor">
      {Array.from({ length: 8 }, (_, index) => (
        <li key={index} className={index >= 4 ? "hidden" : undefined} data-testid="featured-skeleton">
          <div className="overflow-hidden rounded-xl bg-white">
            <div className="aspect-[4/3] animate-pulse bg-slate-200" />
            <div className="space-y-3 p-5">
              <div className="h-3 w-1/3 animate-pulse rounded bg-slate-200" />
              <div className="h-5 w-4/5 animate-pulse rounded bg-slate-200" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function FeaturedMessage({ title, text }: { title: string; text: string }) {
  return (
    <div className="mt-8 rounded-xl bg-white p-8 text-center">
      <p className="text-lg font-bold text-navy-900">{title}</p>
      <p className="mt-2 text-slate-700">{text}</p>
    </div>
  );
}
