import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useForm, type Resolver } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { FormField, SelectField, TextareaField } from "#app/components/ui/form-field";
import { toast } from "#app/components/ui/use-toast";
import { apiRequest, ApiError, serverMessage } from "#app/lib/api-client";
import { CONTACT_SUBJECTS, CONTACT_TEXTS, contactFormSchema, type ContactSubject } from "./contact.schema";

type FormValues = { name: string; email: string; phone: string; company: string; subject: ContactSubject | ""; message: string; website: string };

const EMPTY: FormValues = { name: "", email: "", phone: "", company: "", subject: "", message: "", website: "" };

/** The contact form (SPEC 3/5): sends to `POST /api/contact`, toasts, and clears itself on success. */
export function ContactForm({ initialSubject, initialMessage }: { initialSubject?: ContactSubject; initialMessage?: string }) {
  const form = useForm<FormValues>({
    resolver: zodResolver(contactFormSchema as never, undefined, { raw: true }) as unknown as Resolver<FormValues>,
    defaultValues: { ...EMPTY, subject: initialSubject ?? "", message: initialMessage ?? "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async (values: FormValues) => {
    try {
      await apiRequest("POST", "/api/contact", { ...values, phone: values.phone || undefined, company: values.company || undefined, website: values.website || undefined });
      toast({ title: CONTACT_TEXTS.successTitle, description: CONTACT_TEXTS.successDescription });
      form.reset(EMPTY);
    } catch (error) {
      const limited = error instanceof ApiError && error.status === 429;
      toast({ title: "Hata", description: (limited && serverMessage(error)) || CONTACT_TEXTS.failure, variant: "destructive" });
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4" aria-label="İletişim formu">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Ad Soyad *" autoComplete="name" error={errors.name?.message} {...form.register("name")} />
        <FormField label="E-posta *" type="email" autoComplete="email" error={errors.email?.message} {...form.register("email")} />
        <FormField label="Telefon" type="tel" autoComplete="tel" {...form.register("phone")} />
        <FormField label="Firma" autoComplete="organization" {...form.register("company")} />
      </div>
      <SelectField label="Konu *" error={errors.subject?.message} {...form.register("subject")}>
        <option value="">Konu seçin</option>
        {Object.entries(CONTACT_SUBJECTS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextareaField label="Mesajınız *" rows={6} error={errors.message?.message} {...form.register("message")} />
      {/* The honeypot: off-screen, out of the tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Web siteniz</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...form.register("website")} />
      </div>
      <p className="text-sm text-slate-700">
        Gönderdiğiniz bilgileri yalnızca talebinize yanıt vermek için kullanırız. Ayrıntılar{" "}
        <Link to="/kvkk" className="font-semibold text-accent-700 underline">
          KVKK Aydınlatma Metni
        </Link>
        'nde.
      </p>
      <Button type="submit" variant="accent" size="lg" disabled={isSubmitting} className="justify-self-start">
        <Send aria-hidden="true" className="size-4" />
        {isSubmitting ? CONTACT_TEXTS.sending : "Mesaj Gönder"}
      </Button>
    </form>
  );
}
