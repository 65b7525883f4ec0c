/**
 * A grey placeholder with a card's shape, shown while a list loads: a media block, then one bar per
 * entry of `bars` (Tailwind height and width classes, e.g. "h-3 w-1/2").
 */
export function CardSkeleton({ mediaClassName, bars, testId }: { mediaClassName: string; bars: readonly string[]; testId: string }) {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white" data-testid={testId}>
      <div className={`w-full animate-pulse bg-slate-200 ${mediaClassName}`} />
      <div className="space-y-3 p-5">
        {bars.map((bar, index) => (
          <div key={index} className={`animate-pulse rounded bg-slate-200 ${bar}`} />
        ))}
      </div>
    </div>
  );
}
