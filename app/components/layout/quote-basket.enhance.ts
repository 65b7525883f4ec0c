import { quoteBasketCountLabel } from "#app/domain/quote-basket";

/** What the basket's update route answers a request that asks for JSON. */
export type QuoteBasketAnswer = { count: number; message: string };

const STATUS_SHOWN_MS = 8000;

/**
 * The quote basket's forms ("Teklife Ekle", a line's quantity, "Kaldır") on the site layout's root:
 * each `form[data-basket-form]` is posted with fetch instead of a page load, the header badge takes
 * the new count and the status region says what happened. Submit events are caught on the root, so
 * cards added later are covered too. Without JavaScript, or when the fetch fails, the form posts.
 */
export function enhanceQuoteBasket(root: HTMLElement) {
  const status = root.querySelector<HTMLElement>("[data-basket-status]");
  let clearStatus: ReturnType<typeof setTimeout> | undefined;

  const show = (answer: QuoteBasketAnswer) => {
    for (const badge of root.querySelectorAll<HTMLElement>("[data-basket-count]")) badge.textContent = String(answer.count);
    for (const link of root.querySelectorAll<HTMLElement>("[data-basket-link]")) link.setAttribute("aria-label", quoteBasketCountLabel(answer.count));
    if (!status) return;
    status.textContent = answer.message;
    clearTimeout(clearStatus);
    clearStatus = setTimeout(() => (status.textContent = ""), STATUS_SHOWN_MS);
  };

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.dataset.basketForm) return;
    event.preventDefault();
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") body.append(name, value);
    form.setAttribute("aria-busy", "true");
    fetch(form.action, { method: "POST", body, headers: { Accept: "application/json" } })
      .then(async (response) => {
        if (!response.headers.get("content-type")?.includes("application/json")) throw new Error(`basket update answered ${response.status}`);
        const answer = (await response.json()) as QuoteBasketAnswer;
        show(answer);
        if (response.ok && form.dataset.basketForm === "remove") form.closest<HTMLElement>("[data-basket-line]")?.setAttribute("hidden", "");
        if (answer.count === 0) {
          root.querySelector<HTMLElement>("[data-basket-empty]")?.removeAttribute("hidden");
          root.querySelector<HTMLElement>("[data-basket-filled]")?.setAttribute("hidden", "");
        }
      })
      .catch(() => form.submit())
      .finally(() => form.removeAttribute("aria-busy"));
  };

  root.addEventListener("submit", onSubmit);
  return () => {
    root.removeEventListener("submit", onSubmit);
    clearTimeout(clearStatus);
  };
}
