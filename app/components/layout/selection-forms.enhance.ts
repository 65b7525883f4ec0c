import { comparisonCountLabel } from "#app/domain/comparison-selection";
import { quoteBasketCountLabel } from "#app/domain/quote-basket";

/** What the basket's and the comparison selection's routes answer a request that asks for JSON. */
export type SelectionAnswer = { count: number; message: string };

const STATUS_SHOWN_MS = 8000;

/** The two selections a visitor builds with plain forms: each form's data attribute, its counters and its header link. */
const SELECTIONS = [
  { form: "basketForm", counts: "[data-basket-count]", link: "[data-basket-link]", label: quoteBasketCountLabel },
  { form: "compareForm", counts: "[data-compare-count]", link: "[data-compare-link]", label: comparisonCountLabel },
] as const;

/**
 * The quote basket's forms ("Teklife Ekle", a line's quantity, "Kaldır") and the cards' "Karşılaştır"
 * forms on the site layout's root: each `form[data-basket-form]` or `form[data-compare-form]` is
 * posted with fetch instead of a page load; the counters take the new count (the header's badges, the
 * basket's heading), the comparison counter shows once a product is chosen, and the status region
 * says what happened. A refusal is also written into the form's `[data-form-error]`, beside its
 * field. Submit events are caught on the root, so cards added later are covered too. Without
 * JavaScript, or when the fetch fails, the form posts.
 */
export function enhanceSelectionForms(root: HTMLElement) {
  const status = root.querySelector<HTMLElement>("[data-selection-status]");
  let clearStatus: ReturnType<typeof setTimeout> | undefined;

  const show = (selection: (typeof SELECTIONS)[number], answer: SelectionAnswer) => {
    for (const counter of root.querySelectorAll<HTMLElement>(selection.counts)) counter.textContent = answer.count.toLocaleString("tr-TR");
    for (const link of root.querySelectorAll<HTMLElement>(selection.link)) {
      link.setAttribute("aria-label", selection.label(answer.count));
      if (selection.form === "compareForm") link.hidden = answer.count === 0;
    }
    if (!status) return;
    status.textContent = answer.message;
    clearTimeout(clearStatus);
    clearStatus = setTimeout(() => (status.textContent = ""), STATUS_SHOWN_MS);
  };

  const showFieldError = (form: HTMLFormElement, message: string | null) => {
    const error = form.querySelector<HTMLElement>("[data-form-error]");
    if (!error) return;
    error.textContent = message ?? "";
    error.hidden = message === null;
    for (const field of form.querySelectorAll("input:not([type=hidden])")) {
      if (message === null) field.removeAttribute("aria-invalid");
      else field.setAttribute("aria-invalid", "true");
    }
  };

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const selection = SELECTIONS.find((candidate) => form.dataset[candidate.form]);
    if (!selection) return;
    event.preventDefault();
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") body.append(name, value);
    form.setAttribute("aria-busy", "true");
    fetch(form.action, { method: "POST", body, headers: { Accept: "application/json" } })
      .then(async (response) => {
        if (!response.headers.get("content-type")?.includes("application/json")) throw new Error(`selection update answered ${response.status}`);
        const answer = (await response.json()) as SelectionAnswer;
        show(selection, answer);
        showFieldError(form, response.ok ? null : answer.message);
        if (selection.form !== "basketForm") return;
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
