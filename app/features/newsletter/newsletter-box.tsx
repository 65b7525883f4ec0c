import { Mail } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { LazyToaster } from "#app/components/ui/lazy-toaster";
import { toast } from "#app/components/ui/use-toast";
import { apiRequest, serverFieldErrors, serverMessage } from "#app/http/api-client";
import { useHydrated } from "#app/lib/use-hydrated";
import { EMAIL_INVALID_MESSAGE, EMAIL_MAX_LENGTH, EMAIL_REQUIRED_MESSAGE } from "./newsletter-messages";

const FAILURE_MESSAGE = "Abonelik sırasında bir hata oluştu. Lütfen tekrar deneyin.";

/** The browser's own check of the e-mail field, in Turkish. */
function emailProblem(input: HTMLInputElement): string | undefined {
  if (input.validity.valueMissing) return EMAIL_REQUIRED_MESSAGE;
  if (input.validity.typeMismatch || input.validity.tooLong) return EMAIL_INVALID_MESSAGE;
  return undefined;
}

/**
 * The blog's newsletter box: e-mail, a separate unticked consent box for marketing e-mails, the
 * KVKK notice with a link to /kvkk, and toasts for the answer. It mounts its own toast region:
 * the root does not, to keep Radix out of pages that never toast.
 */
export function NewsletterBox() {
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);
  const [emailError, setEmailError] = useState<string>();
  const id = useId();
  const emailId = `${id}-email`;
  const errorId = `${id}-email-error`;
  const noticeId = `${id}-notice`;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = form.elements.namedItem("email") as HTMLInputElement;
    const problem = emailProblem(email);
    setEmailError(problem);
    if (problem) {
      email.focus();
      return;
    }
    const fields = new FormData(form);
    setPending(true);
    try {
      const response = await apiRequest("POST", "/api/newsletter", {
        email: email.value,
        marketingConsent: fields.get("marketingConsent") === "on",
        website: String(fields.get("website") ?? "") || undefined,
      });
      const { message } = (await response.json()) as { message: string };
      toast({ title: "Abonelik Başarılı", description: message });
      form.reset();
    } catch (error) {
      setEmailError(serverFieldErrors(error).email);
      toast({ title: "Abonelik Başarısız", description: serverMessage(error) ?? FAILURE_MESSAGE, variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="bg-navy-900 text-white">
      <div className="mx-auto grid max-w-content gap-8 px-6 py-12 lg:grid-cols-2 lg:items-center">
        <div>
          <Mail aria-hidden="true" className="size-10 text-accent-500" />
          <h2 id={`${id}-heading`} className="mt-4 text-2xl font-bold text-white">
            Bültenimize Abone Olun
          </h2>
          <p className="mt-3 text-navy-100">Yeni rehber yazılarımızı ve güvenlik sistemleri üzerine ipuçlarını e-posta ile alın. Her e-postadaki bağlantıyla tek tıkla ayrılabilirsiniz.</p>
        </div>
        <form noValidate onSubmit={onSubmit} className="rounded-xl bg-white p-6 text-slate-800 shadow-lg" aria-describedby={noticeId}>
          <label htmlFor={emailId} className="text-sm font-semibold text-navy-900">
            E-posta adresiniz
          </label>
          <div className="mt-1.5 flex flex-col gap-3 sm:flex-row">
            <input
              id={emailId}
              name="email"
              type="email"
              required
              maxLength={EMAIL_MAX_LENGTH}
              autoComplete="email"
              inputMode="email"
              placeholder="ornek@alanadi.com"
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? errorId : undefined}
              onInput={() => setEmailError(undefined)}
              className={`h-11 w-full min-w-0 rounded-md border sm:flex-1 px-3 text-base text-slate-900 placeholder:text-slate-500 ${emailError ? "border-danger-700" : "border-slate-300"}`}
            />
            <button
              type="submit"
              disabled={!hydrated || pending}
              className="inline-flex h-11 items-center justify-center rounded-md bg-accent-600 px-5 font-semibold text-white hover:bg-accent-700 disabled:opacity-60"
            >
              {pending ? "Gönderiliyor..." : "Abone Ol"}
            </button>
          </div>
          {emailError && (
            <p id={errorId} className="mt-2 text-sm text-danger-700">
              {emailError}
            </p>
          )}
          <div className="mt-4 flex items-start gap-2.5">
            <input id={`${id}-consent`} name="marketingConsent" type="checkbox" className="mt-1 size-4 shrink-0 accent-navy-900" />
            <label htmlFor={`${id}-consent`} className="text-sm text-slate-700">
              Kampanya, indirim ve yeni ürün duyurularını içeren ticari elektronik iletileri e-posta ile almayı kabul ediyorum (isteğe bağlı).
            </label>
          </div>
          <p id={noticeId} className="mt-3 text-xs text-slate-600">
            E-posta adresiniz yalnızca bülten gönderimi için işlenir; her e-postadaki bağlantıyla abonelikten dilediğiniz an çıkabilirsiniz. Ayrıntılar için{" "}
            <Link to="/kvkk" className="font-semibold text-navy-900 underline">
              KVKK Aydınlatma Metni
            </Link>
            .
          </p>
          {/* A honeypot: hidden from people and assistive technology, filled in by form-filling bots. */}
          <div className="hidden" aria-hidden="true">
            <label>
              Web siteniz
              <input name="website" type="text" tabIndex={-1} autoComplete="off" />
            </label>
          </div>
        </form>
      </div>
      <LazyToaster />
    </section>
  );
}
