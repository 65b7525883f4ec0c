import { apiRequest, serverFieldErrors, serverMessage } from "#app/http/api-client";
import { EMAIL_INVALID_MESSAGE, EMAIL_REQUIRED_MESSAGE } from "./newsletter-messages";

const FAILURE_MESSAGE = "Abonelik sırasında bir hata oluştu. Lütfen tekrar deneyin.";

/** The browser's own check of the e-mail field, in Turkish. */
function emailProblem(input: HTMLInputElement): string | undefined {
  if (input.validity.valueMissing) return EMAIL_REQUIRED_MESSAGE;
  if (input.validity.typeMismatch || input.validity.tooLong) return EMAIL_INVALID_MESSAGE;
  return undefined;
}

/**
 * The newsletter form on its server markup: checks the address in the browser, then posts to
 * `/api/newsletter` in place, the answer written into the form's status line (aria-live) and the
 * field's message beside it. Without JavaScript the form posts to the page, which answers the same.
 */
export function enhanceNewsletterForm(form: HTMLElement) {
  if (!(form instanceof HTMLFormElement)) return;
  const email = form.elements.namedItem("email");
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const error = form.querySelector<HTMLElement>("[data-newsletter-error]");
  const result = form.querySelector<HTMLElement>("[data-newsletter-result]");
  if (!(email instanceof HTMLInputElement) || !submit || !error || !result) return;
  const idleLabel = submit.textContent;

  const showEmailError = (message: string | undefined) => {
    error.textContent = message ?? "";
    error.hidden = !message;
    if (message) {
      email.setAttribute("aria-invalid", "true");
      email.setAttribute("aria-describedby", error.id);
    } else {
      email.removeAttribute("aria-invalid");
      email.removeAttribute("aria-describedby");
    }
  };
  const showResult = (tone: "success" | "error", message: string) => {
    result.dataset.tone = tone;
    result.textContent = message;
  };

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (submit.disabled) return;
    const problem = emailProblem(email);
    showEmailError(problem);
    result.textContent = "";
    if (problem) {
      email.focus();
      return;
    }
    const fields = new FormData(form);
    submit.disabled = true;
    submit.textContent = submit.dataset.busyLabel ?? idleLabel;
    try {
      const response = await apiRequest("POST", "/api/newsletter", {
        email: email.value,
        marketingConsent: fields.get("marketingConsent") === "on",
        website: String(fields.get("website") ?? "") || undefined,
      });
      const { message } = (await response.json()) as { message: string };
      form.reset();
      showResult("success", message);
    } catch (failure) {
      const fieldMessage = serverFieldErrors(failure).email;
      showEmailError(fieldMessage);
      if (fieldMessage) email.focus();
      else showResult("error", serverMessage(failure) ?? FAILURE_MESSAGE);
    } finally {
      submit.disabled = false;
      submit.textContent = idleLabel;
    }
  };
  const onInput = (event: Event) => {
    if (event.target === email) showEmailError(undefined);
  };
  const submitListener = (event: SubmitEvent) => void onSubmit(event);
  form.addEventListener("submit", submitListener);
  form.addEventListener("input", onInput);
  return () => {
    form.removeEventListener("submit", submitListener);
    form.removeEventListener("input", onInput);
  };
}
