import type { QuoteLineSnapshot } from "#app/db/schema/leads";
import { quoteLineText } from "./quote-basket";


/** A quote lead's basket lines in the staff inbox, as text. */
export function QuoteLinesList({ lines }: { lines: QuoteLineSnapshot[] }) {
  return (
    <ul className="grid gap-0.5">
      {lines.map((line) => (
        <li key={line.productId}>{quoteLineText(line)}</li>
      ))}
    </ul>
  );
}
