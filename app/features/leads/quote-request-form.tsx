import { Send } from "lucide-react";
import { Button } from "#app/components/ui/button";
import { FormField, TextareaField } from "#app/components/ui/form-field";
import { CONTACT_CHANNELS, LEAD_LIMITS } from "./lead-fields";
import { ChoiceGroup, FormErrorSummary, KvkkConsent, LeadContactInputs, LeadDistrictSelect, LeadFormHiddenFields, optionsOf, type Option } from "./lead-form-parts";
import type { LeadSource } from "./lead-source";
import type { QuoteFieldErrors, QuoteFormValues } from "./quote-request.schema";

const FIELD_ORDER: (keyof QuoteFieldErrors)[] = ["name", "phone", "email", "company", "district", "note", "channel", "consent"];
const FIELD_IDS: Record<keyof QuoteFieldErrors, string> = {
  name: "teklif-ad",
  phone: "teklif-telefon",
  email: "teklif-eposta",
  company: "teklif-firma",
  district: "teklif-ilce",
  note: "teklif-not",
  channel: "teklif-kanal-telefon",
  consent: "teklif-onay",
};

/**
 * The quote request under the basket (issue 19 item 1): a plain form posted to the basket page, so it
 * works without JavaScript; `noValidate`, the server answers with a Turkish message beside each field.
 */
export function QuoteRequestForm({
  districts,
  values,
  errors,
  formError,
  source,
}: {
  districts: Option[];
  values: QuoteFormValues;
  errors: QuoteFieldErrors;
  formError?: string;
  source: LeadSource;
}) {
  return (
    <form method="post" noValidate className="grid gap-6" aria-labelledby="quote-form-heading">
      <FormErrorSummary formError={formError} errors={errors} order={FIELD_ORDER} ids={FIELD_IDS} />
      <div className="grid gap-4 sm:grid-cols-2">
        <LeadContactInputs ids={FIELD_IDS} values={values} errors={errors} />
        <FormField id={FIELD_IDS.company} label="Firma" name="company" maxLength={LEAD_LIMITS.company} autoComplete="organization" defaultValue={values.company} error={errors.company} />
        <LeadDistrictSelect id={FIELD_IDS.district} districts={districts} value={values.district} error={errors.district} />
      </div>
      <TextareaField id={FIELD_IDS.note} label="Notunuz" name="note" maxLength={LEAD_LIMITS.note} rows={4} defaultValue={values.note} error={errors.note} />
      <ChoiceGroup
        legend="Size nasıl ulaşalım? *"
        name="channel"
        type="radio"
        options={optionsOf(CONTACT_CHANNELS)}
        checked={(value) => (values.channel ?? "telefon") === value}
        error={errors.channel}
        idPrefix="teklif-kanal"
      />
      <LeadFormHiddenFields idPrefix="teklif" source={source} />
      <KvkkConsent id={FIELD_IDS.consent} purpose="teklif talebiniz" request="teklif talebim" checked={values.consent} error={errors.consent} />
      <Button type="submit" variant="accent" size="lg" className="justify-self-start">
        <Send aria-hidden="true" className="size-4" />
        Teklif İste
      </Button>
    </form>
  );
}
