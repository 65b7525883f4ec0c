import { Send } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { FormField, SelectField, TextareaField } from "#app/components/ui/form-field";
import { toast } from "#app/components/ui/use-toast";
import { apiRequest, ApiError, serverFieldErrors, serverMessage } from "#app/http/api-client";
import { tooLongMessage } from "#app/lib/length-limits";
import { CONTACT_FIELD_MESSAGES, CONTACT_LIMITS, CONTACT_SUBJECTS, CONTACT_TEXTS, type ContactSubject } from "./contact-messages";

type RequiredField = keyof typeof CONTACT_FIELD_MESSAGES;
type FieldErrors = Partial<Record<RequiredField, string>>;
const REQUIRED_FIELDS = Object.keys(CONTACT_FIELD_MESSAGES) as RequiredField[];

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const control = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as FormControl;

/** The browser's own check of the required fields (required, type=email, maxLength), in Turkish. */
function browserErrors(form: HTMLFormElement): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of REQUIRED_FIELDS) {
    const { validity } = control(form, field);
    if (field !== "subject" && validity.tooLong) errors[field] = tooLongMessage(CONTACT_LIMITS[field]);
    else if (!validity.valid) errors[field] = CONTACT_FIELD_MESSAGES[field];
  }
  return errors;
}

/**
 * The contact form (SPEC 3/5): sends to `POST /api/contact`, toasts, and clears itself on success.
 * The server checks with the zod schema; its field errors show under the fields (ADR 017).
 */
export function ContactForm({ initialSubject, initialMessage }: { initialSubject?: ContactSubject; initialMessage?: string }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = browserErrors(form);
    setErrors(found);
    const firstInvalid = REQUIRED_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      control(form, firstInvalid).focus();
      return;
    }
    const value = (name: string) => control(form, name).value;
    setPending(true);
    try {
      await apiRequest("POST", "/api/contact", {
        name: value("name"),
        email: value("email"),
        phone: value("phone") || undefined,
        company: value("company") || undefined,
        subject: value("subject"),
        message: value("message"),
        website: value("website") || undefined,
      });
      toast({ title: CONTACT_TEXTS.successTitle, description: CONTACT_TEXTS.successDescription });
      // Cleared, not reset: a reset would bring back a prefilled subject and message.
      for (const element of Array.from(form.elements)) {
        if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) element.value = "";
      }
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      const serverFound = Object.fromEntries(REQUIRED_FIELDS.filter((field) => fieldErrors[field]).map((field) => [field, fieldErrors[field]])) as FieldErrors;
      if (Object.keys(serverFound).length > 0) {
        setErrors(serverFound);
      } else {
        const limited = error instanceof ApiError && error.status === 429;
        toast({ title: "Hata", description: (limited && serverMessage(error)) || CONTACT_TEXTS.failure, variant: "destructive" });
      }
    } finally {
      setPending(false);
    }
  }

  // A field's message goes as soon as the visitor edits it; the next submit checks again.
  function onInput(event: React.FormEvent<HTMLFormElement>) {
    const { name } = event.target as FormControl;
    if (name in errors) setErrors(({ [name as RequiredField]: _edited, ...rest }) => rest);
  }

  return (
    <form noValidate onSubmit={onSubmit} onInput={onInput} className="grid gap-4" aria-label="İletişim formu">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Ad Soyad *" name="name" required maxLength={CONTACT_LIMITS.name} autoComplete="name" error={errors.name} />
        <FormField label="E-posta *" name="email" type="email" required maxLength={CONTACT_LIMITS.email} autoComplete="email" error={errors.email} />
        <FormField label="Telefon" name="phone" type="tel" maxLength={CONTACT_LIMITS.phone} autoComplete="tel" />
        <FormField label="Firma" name="company" maxLength={CONTACT_LIMITS.company} autoComplete="organization" />
      </div>
      <SelectField label="Konu *" name="subject" required defaultValue={initialSubject ?? ""} error={errors.subject}>
        <option value="">Konu seçin</option>
        {Object.entries(CONTACT_SUBJECTS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextareaField label="Mesajınız *" name="message" required maxLength={CONTACT_LIMITS.message} rows={6} defaultValue={initialMessage ?? ""} error={errors.message} />
      {/* The honeypot: off-screen, out of the tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Web siteniz</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p className="text-sm text-slate-700">
        Gönderdiğiniz bilgileri yalnızca talebinize yanıt vermek için kullanırız. Ayrıntılar{" "}
        <Link to="/kvkk" className="font-semibold text-accent-700 underline">
          KVKK Aydınlatma Metni
        </Link>
        'nde.
      </p>
      <Button type="submit" variant="accent" size="lg" disabled={pending} className="justify-self-start">
        <Send aria-hidden="true" className="size-4" />
        {pending ? CONTACT_TEXTS.sending : "Mesaj Gönder"}
      </Button>
    </form>
  );
}
