import { Send } from "lucide-react";
import { Button } from "#app/components/ui/button";
import { FormField, SelectField, TextareaField } from "#app/components/ui/form-field";
import { LEAD_LIMITS, SITE_TYPES, SURVEY_SERVICES, TIME_WINDOWS } from "./lead-fields";
import { ChoiceGroup, FormErrorSummary, KvkkConsent, LeadContactInputs, LeadDistrictSelect, LeadFormHiddenFields, optionsOf as options, type Option } from "./lead-form-parts";
import type { LeadSource } from "./lead-source";
import type { SurveyFieldErrors, SurveyFormValues } from "./survey-request.schema";

const FIELD_ORDER: (keyof SurveyFieldErrors)[] = ["services", "siteType", "district", "address", "preferredDate", "timeWindow", "name", "phone", "email", "note", "consent"];
const FIELD_IDS: Record<keyof SurveyFieldErrors, string> = {
  services: "kesif-hizmet-cctv",
  siteType: "kesif-mekan-ev",
  district: "kesif-ilce",
  address: "kesif-adres",
  preferredDate: "kesif-gun",
  timeWindow: "kesif-saat",
  name: "kesif-ad",
  phone: "kesif-telefon",
  email: "kesif-eposta",
  note: "kesif-not",
  summary: "kesif-ozet",
  consent: "kesif-onay",
};

/**
 * The free site-survey request form (issue 19 item 2): a plain form posted to the page itself, so it
 * works without JavaScript. `noValidate`: the server checks it and renders it again with a Turkish
 * message beside each field, rather than the browser's messages in the browser's language.
 */
export function SurveyRequestForm({
  districts,
  days,
  values,
  errors,
  formError,
  source,
}: {
  districts: Option[];
  days: Option[];
  values: SurveyFormValues;
  errors: SurveyFieldErrors;
  formError?: string;
  source: LeadSource;
}) {
  return (
    <form method="post" noValidate className="grid gap-6" aria-labelledby="survey-form-heading">
      <FormErrorSummary formError={formError} errors={errors} order={FIELD_ORDER} ids={FIELD_IDS} />

      <ChoiceGroup
        legend="Hangi sistemler için keşif istiyorsunuz? *"
        name="services"
        type="checkbox"
        options={options(SURVEY_SERVICES)}
        checked={(value) => values.services?.includes(value) ?? false}
        error={errors.services}
        idPrefix="kesif-hizmet"
      />
      <ChoiceGroup
        legend="Mekân türü *"
        name="siteType"
        type="radio"
        options={options(SITE_TYPES)}
        checked={(value) => values.siteType === value}
        error={errors.siteType}
        idPrefix="kesif-mekan"
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <LeadDistrictSelect id={FIELD_IDS.district} districts={districts} value={values.district} error={errors.district} />
        <FormField id={FIELD_IDS.address} label="Adres" name="address" maxLength={LEAD_LIMITS.address} autoComplete="address-line1" defaultValue={values.address} error={errors.address} />
        <SelectField id={FIELD_IDS.preferredDate} label="Tercih ettiğiniz gün" name="preferredDate" defaultValue={values.preferredDate ?? ""} error={errors.preferredDate}>
          <option value="">Fark etmez</option>
          {days.map((day) => (
            <option key={day.value} value={day.value}>
              {day.label}
            </option>
          ))}
        </SelectField>
        <SelectField id={FIELD_IDS.timeWindow} label="Saat aralığı" name="timeWindow" defaultValue={values.timeWindow ?? ""} error={errors.timeWindow}>
          <option value="">Fark etmez</option>
          {options(TIME_WINDOWS).map((window) => (
            <option key={window.value} value={window.value}>
              {window.label}
            </option>
          ))}
        </SelectField>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <LeadContactInputs ids={FIELD_IDS} values={values} errors={errors} />
      </div>
      {values.summary && (
        <TextareaField id={FIELD_IDS.summary} label="Kurulum özeti" name="summary" maxLength={LEAD_LIMITS.summary} rows={3} defaultValue={values.summary} />
      )}
      <TextareaField id={FIELD_IDS.note} label="Notunuz" name="note" maxLength={LEAD_LIMITS.note} rows={4} defaultValue={values.note} error={errors.note} />

      <LeadFormHiddenFields idPrefix="kesif" source={source} />
      <KvkkConsent id={FIELD_IDS.consent} purpose="keşif randevusu" request="keşif talebim" checked={values.consent} error={errors.consent} />
      <Button type="submit" variant="accent" size="lg" className="justify-self-start">
        <Send aria-hidden="true" className="size-4" />
        Keşif Talebini Gönder
      </Button>
    </form>
  );
}
