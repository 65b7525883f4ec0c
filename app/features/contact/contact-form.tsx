import { Send } from "lucide-react";
import { SiteLink } from "#app/components/ui/site-link";
import { Button } from "#app/components/ui/button";
import { ErrorSummary } from "#app/components/ui/error-summary";
import { FormField, SelectField, TextareaField } from "#app/components/ui/form-field";
import type { ContactFieldErrors, ContactFormInput } from "./contact.schema";
import { CONTACT_SUBJECTS, CONTACT_TEXTS } from "./contact-messages";

const FIELD_IDS: Record<keyof ContactFieldErrors, string> = {
  name: "iletisim-ad",
  email: "iletisim-eposta",
  phone: "iletisim-telefon",
  company: "iletisim-firma",
  subject: "iletisim-konu",
  message: "iletisim-mesaj",
};

/** The one-line fields, in the order they are shown. */
const INPUTS = [
  { name: "name", label: "Ad Soyad *", required: true, autoComplete: "name" },
  { name: "email", label: "E-posta *", type: "email", required: true, autoComplete: "email" },
  { name: "phone", label: "Telefon", type: "tel", autoComplete: "tel" },
  { name: "company", label: "Firma", autoComplete: "organization" },
] as const;

/**
 * The contact form (docs/product.md#contact): a plain form posted to the contact page itself, so it works the
 * same without JavaScript (ADR 027). `noValidate`: the server checks it with the contact schema and renders
 * it again with a Turkish message beside each wrong field and a summary at the top. No `maxlength`: the
 * browser would cut a longer (pasted) text without a word; the server refuses it with the limit's message
 * instead (issue 27, item 12).
 */
export function ContactForm({ values, errors, formError }: { values: ContactFormInput; errors: ContactFieldErrors; formError?: string }) {
  const invalid = (Object.keys(FIELD_IDS) as (keyof ContactFieldErrors)[]).filter((field) => errors[field]);
  return (
    <form method="post" noValidate className="grid gap-4" aria-label="İletişim formu">
      {(formError || invalid.length > 0) && (
        <ErrorSummary title={formError ?? CONTACT_TEXTS.invalid} errors={invalid.map((field) => ({ fieldId: FIELD_IDS[field], message: errors[field]! }))} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {INPUTS.map(({ name, ...input }) => (
          <FormField key={name} id={FIELD_IDS[name]} name={name} defaultValue={values[name]} error={errors[name]} {...input} />
        ))}
      </div>
      <SelectField id={FIELD_IDS.subject} label="Konu *" name="subject" required defaultValue={values.subject ?? ""} error={errors.subject}>
        <option value="">Konu seçin</option>
        {Object.entries(CONTACT_SUBJECTS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextareaField
        id={FIELD_IDS.message}
        label="Mesajınız *"
        name="message"
        required
        rows={6}
        defaultValue={values.message}
        error={errors.message}
      />
      {/* The honeypot: off-screen, out of the tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Web siteniz</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p className="text-sm text-slate-700">
        Gönderdiğiniz bilgileri yalnızca talebinize yanıt vermek için kullanırız. Ayrıntılar{" "}
        <SiteLink to="/kvkk" className="font-semibold text-accent-700 underline">
          KVKK Aydınlatma Metni
        </SiteLink>
        'nde.
      </p>
      <Button type="submit" variant="accent" size="lg" className="justify-self-start">
        <Send aria-hidden="true" className="size-4" />
        Mesaj Gönder
      </Button>
    </form>
  );
}
