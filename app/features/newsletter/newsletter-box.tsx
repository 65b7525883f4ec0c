import { Mail } from "lucide-react";
import { SiteLink } from "#app/components/ui/site-link";
import { useEnhancement } from "#app/lib/use-enhancement";
import { enhanceNewsletterForm } from "./newsletter-box.enhance";
import { EMAIL_MAX_LENGTH } from "./newsletter-messages";

/** Where the form posts without JavaScript, and the anchor the answer brings the visitor back to. */
export const NEWSLETTER_ANCHOR = "bulten";

export type NewsletterBoxState = {
  values?: { email: string; marketingConsent: boolean };
  emailError?: string;
  result?: { tone: "success" | "error"; message: string };
};

/**
 * The blog's newsletter box: e-mail, a separate unticked consent box for marketing e-mails and the
 * KVKK notice with a link to /kvkk. A plain form posted to `action` (the page's own action, which
 * answers with post/redirect/get); `enhanceNewsletterForm` sends it in place through
 * `/api/newsletter` when JavaScript runs. `state` is what the server has to show: a refused post's
 * values and message, or the result after the redirect.
 */
export function NewsletterBox({ action, state = {} }: { action: string; state?: NewsletterBoxState }) {
  const ref = useEnhancement<HTMLFormElement>(enhanceNewsletterForm);
  const { values, emailError, result } = state;
  return (
    <section id={NEWSLETTER_ANCHOR} aria-labelledby="bulten-baslik" className="scroll-mt-24 bg-navy-900 text-white">
      <div className="mx-auto grid max-w-content gap-8 px-6 py-12 lg:grid-cols-2 lg:items-center">
        <div>
          <Mail aria-hidden="true" className="size-10 text-accent-500" />
          <h2 id="bulten-baslik" className="mt-4 text-2xl font-bold text-white">
            Bültenimize Abone Olun
          </h2>
          <p className="mt-3 text-navy-100">Yeni rehber yazılarımızı ve güvenlik sistemleri üzerine ipuçlarını e-posta ile alın. Her e-postadaki bağlantıyla tek tıkla ayrılabilirsiniz.</p>
        </div>
        {/* noValidate: the Turkish messages come from the enhancer or the server, not the browser's own. */}
        <form
          ref={ref}
          data-enhance="newsletter"
          method="post"
          action={`${action}#${NEWSLETTER_ANCHOR}`}
          noValidate
          className="rounded-xl bg-white p-6 text-slate-800 shadow-lg"
          aria-describedby="bulten-bilgi"
        >
          <label htmlFor="bulten-eposta" className="text-sm font-semibold text-navy-900">
            E-posta adresiniz
          </label>
          <div className="mt-1.5 flex flex-col gap-3 sm:flex-row">
            <input
              id="bulten-eposta"
              name="email"
              type="email"
              required
              maxLength={EMAIL_MAX_LENGTH}
              autoComplete="email"
              inputMode="email"
              placeholder="ornek@alanadi.com"
              defaultValue={values?.email}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? "bulten-eposta-hata" : undefined}
              className="h-11 w-full min-w-0 rounded-md border border-slate-300 px-3 text-base text-slate-900 placeholder:text-slate-500 aria-invalid:border-danger-700 sm:flex-1"
            />
            <button
              type="submit"
              data-busy-label="Gönderiliyor..."
              className="inline-flex h-11 items-center justify-center rounded-md bg-accent-600 px-5 font-semibold text-white hover:bg-accent-700 disabled:opacity-60"
            >
              Abone Ol
            </button>
          </div>
          <p id="bulten-eposta-hata" data-newsletter-error hidden={!emailError} className="mt-2 text-sm text-danger-700">
            {emailError}
          </p>
          <div className="mt-4 flex items-start gap-2.5">
            <input id="bulten-izin" name="marketingConsent" type="checkbox" defaultChecked={values?.marketingConsent} className="mt-1 size-4 shrink-0 accent-navy-900" />
            <label htmlFor="bulten-izin" className="text-sm text-slate-700">
              Kampanya, indirim ve yeni ürün duyurularını içeren ticari elektronik iletileri e-posta ile almayı kabul ediyorum (isteğe bağlı).
            </label>
          </div>
          <p id="bulten-bilgi" className="mt-3 text-xs text-slate-600">
            E-posta adresiniz yalnızca bülten gönderimi için işlenir; her e-postadaki bağlantıyla abonelikten dilediğiniz an çıkabilirsiniz. Ayrıntılar için{" "}
            <SiteLink to="/kvkk" className="font-semibold text-navy-900 underline">
              KVKK Aydınlatma Metni
            </SiteLink>
            .
          </p>
          {/* The answer, present from the start so that screen readers announce what the enhancer writes into it. */}
          <p
            data-newsletter-result
            data-tone={result?.tone}
            role="status"
            className="mt-4 text-sm font-semibold empty:hidden data-[tone=error]:text-danger-700 data-[tone=success]:text-success-700"
          >
            {result?.message}
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
    </section>
  );
}
