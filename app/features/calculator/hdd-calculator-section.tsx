import { useEnhancement } from "#app/lib/use-enhancement";
import { type HddResult, type HddValues } from "./hdd-calculator";
import { enhanceHddCalculator } from "./hdd-calculator.enhance";
import { HddCalculatorForm } from "./hdd-calculator-form";
import { hddResultAnnouncement, HddResults, HddResultsPlaceholder } from "./hdd-results";
import { VendorToolboxCard } from "./hdd-guide";

/**
 * Calculator card and results side by side (stacked on small screens). The results appear once a
 * calculation is in the URL; a polite live region announces each new one. With JavaScript the
 * results follow the fields (`enhanceHddCalculator`, ADR 027).
 */
export function HddCalculatorSection({ values, result, quoteHref }: { values: HddValues; result: HddResult | null; quoteHref: string | null }) {
  const ref = useEnhancement<HTMLDivElement>(enhanceHddCalculator);
  return (
    <div ref={ref} data-enhance="hdd-calculator" className="mx-auto grid max-w-content items-start gap-8 px-6 py-10 lg:grid-cols-2">
      <HddCalculatorForm values={values} />
      <div className="grid gap-6">
        <p role="status" data-hdd-status className="sr-only">
          {result ? hddResultAnnouncement(result) : ""}
        </p>
        <div data-hdd-results className="grid">
          {result && quoteHref ? <HddResults result={result} quoteHref={quoteHref} /> : <HddResultsPlaceholder />}
        </div>
        <VendorToolboxCard />
      </div>
    </div>
  );
}
