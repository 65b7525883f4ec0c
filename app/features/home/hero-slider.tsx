import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { SiteLink } from "#app/components/ui/site-link";
import type { HeroSlide } from "#app/content/hero-slides";
import { Picture } from "#app/components/ui/picture";
import { useEnhancement } from "#app/lib/use-enhancement";
import { enhanceHeroSlider } from "./hero-slider.enhance";

export { HERO_INTERVAL_MS, wrapIndex } from "./hero-slider.enhance";

/**
 * The home hero (docs/product.md#interface-behaviour): previous, next and dots, wrapping; advances every 3 s.
 * A visible pause control (WCAG 2.2.2); it also stops on hover and while focus is inside, and does not start
 * under prefers-reduced-motion unless the visitor presses play. Server-rendered markup; the behaviour is
 * `enhanceHeroSlider`, run by the enhancement script or by React (ADR 027).
 */
export function HeroSlider({ slides, heading }: { slides: readonly HeroSlide[]; heading: string }) {
  const ref = useEnhancement<HTMLElement>(enhanceHeroSlider);
  return (
    <section
      ref={ref}
      data-enhance="hero"
      data-running="true"
      aria-roledescription="carousel"
      aria-label="Öne çıkan çözümler"
      className="group/hero relative overflow-hidden bg-navy-950 text-white"
    >
      <div className="mx-auto max-w-content px-6 pt-10 sm:pt-14">
        <h1 className="text-sm font-semibold tracking-widest text-accent-100 uppercase">{heading}</h1>
      </div>
      <div data-slides aria-live="off">
        {slides.map((slide, slideIndex) => (
          <div
            key={slideIndex}
            data-slide
            role="group"
            aria-roledescription="slayt"
            aria-label={`${slideIndex + 1} / ${slides.length}: ${slide.title}`}
            hidden={slideIndex !== 0}
            className="mx-auto grid max-w-content items-center gap-10 px-6 pt-6 pb-20 lg:grid-cols-2"
          >
            <div>
              <p className="text-lg font-semibold text-accent-100">{slide.subtitle}</p>
              <h2 className="mt-2 text-4xl font-extrabold text-white sm:text-5xl">{slide.title}</h2>
              <p className="mt-6 max-w-xl text-lg text-navy-100">{slide.description}</p>
              <div className="mt-8 flex flex-wrap items-center gap-6">
                <SiteLink to={slide.ctaLink} className="inline-flex rounded-md bg-accent-600 px-5 py-3 font-semibold text-white hover:bg-accent-700">
                  {slide.cta}
                </SiteLink>
                <Picture src={slide.brandImage} alt="" width={120} height={48} sizes="120px" className="h-12 w-auto rounded bg-white p-1" />
              </div>
            </div>
            <Picture
              src={slide.image}
              alt=""
              width={800}
              height={600}
              sizes="(min-width: 64rem) 36rem, 100vw"
              // The first slide is the page's LCP image; the hidden ones load lazily when shown.
              priority={slideIndex === 0}
              className="mx-auto aspect-[4/3] w-full max-w-xl rounded-xl bg-navy-900"
            />
          </div>
        ))}
      </div>
      {/* One slide, or none left in their windows (ADR 041): nothing to move between. */}
      {slides.length > 1 && (
        <div className="absolute inset-x-0 bottom-5 mx-auto flex max-w-content items-center justify-center gap-3 px-6">
          <button type="button" data-slide-prev aria-label="Önceki slayt" className="rounded-full bg-navy-800 p-2 text-white hover:bg-navy-700">
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <ul className="flex gap-2">
            {slides.map((slide, slideIndex) => (
              <li key={slideIndex}>
                <button
                  type="button"
                  data-slide-dot
                  aria-label={`${slideIndex + 1}. slayt: ${slide.title}`}
                  aria-current={slideIndex === 0 ? "true" : undefined}
                  className="group flex size-6 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className="size-3 rounded-full bg-navy-400 group-hover:bg-navy-200 group-aria-[current=true]:bg-white"
                  />
                </button>
              </li>
            ))}
          </ul>
          <button type="button" data-slide-next aria-label="Sonraki slayt" className="rounded-full bg-navy-800 p-2 text-white hover:bg-navy-700">
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
          <button type="button" data-slide-toggle aria-label="Slaytları durdur" className="ml-2 rounded-full bg-navy-800 p-2 text-white hover:bg-navy-700">
            <Pause aria-hidden="true" className="size-5 group-data-[running=false]/hero:hidden" />
            <Play aria-hidden="true" className="hidden size-5 group-data-[running=false]/hero:block" />
          </button>
        </div>
      )}
    </section>
  );
}
