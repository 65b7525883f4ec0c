import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useReducedMotion } from "#app/lib/use-reduced-motion";
import { type HddResult, type HddValues } from "./hdd-calculator";
import { HddCalculatorForm } from "./hdd-calculator-form";
import { hddResultAnnouncement, HddResults, HddResultsPlaceholder } from "./hdd-results";
import { VendorToolboxCard } from "./hdd-guide";

/**
 * Calculator card and results side by side (stacked on small screens). The results appear once a
 * calculation is in the URL; a polite live region announces each new one, and on a small screen
 * the page scrolls to the results after 'Hesapla' (instantly under prefers-reduced-motion).
 */
export function HddCalculatorSection({ values, result, quoteHref }: { values: HddValues; result: HddResult | null; quoteHref: string | null }) {
  const resultsRef = useRef<HTMLElement>(null);
  const scrollWanted = useRef(false);
  const reducedMotion = useReducedMotion();
  const { key: navigationKey } = useLocation();

  useEffect(() => {
    const wanted = scrollWanted.current;
    scrollWanted.current = false;
    const results = resultsRef.current;
    if (wanted && results && results.getBoundingClientRect().top > window.innerHeight * 0.6) {
      results.scrollIntoView({ behavior: reducedMotion ? "auto" : "smooth", block: "start" });
    }
  }, [navigationKey, reducedMotion]);

  return (
    <div className="mx-auto grid max-w-content items-start gap-8 px-6 py-10 lg:grid-cols-2">
      <HddCalculatorForm values={values} calculated={result !== null} onCalculate={() => (scrollWanted.current = true)} />
      <div className="grid gap-6">
        <p role="status" className="sr-only">
          {result ? hddResultAnnouncement(result) : ""}
        </p>
        {result && quoteHref ? <HddResults ref={resultsRef} result={result} quoteHref={quoteHref} /> : <HddResultsPlaceholder />}
        <VendorToolboxCard />
      </div>
    </div>
  );
}
