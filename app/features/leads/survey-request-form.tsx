import { Send } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { ErrorSummary } from "#app/components/ui/error-summary";
import { FormField, SelectField, TextareaField } from "#app/components/ui/form-field";
import { LEAD_LIMITS, SITE_TYPES, SURVEY_SERVICES, SURVEY_TEXTS, TIME_WINDOWS } from "./lead-fields";
import { LEAD_SOURCE_FIELDS, type LeadSource } from "./lead-source";
import type { SurveyFieldErrors, SurveyFormValues } from "./survey-request.schema";

type Option = { value: string; label: string };

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

/** A group of checkboxes or radios with its legend and error message. */
function ChoiceGroup({
  legend,
  name,
  type,
  options,
  checked,
  error,
  idPrefix,
}: {
  legend: string;
  name: string;
  type: "checkbox" | "radio";
  options: Option[];
  checked: (value: string) => boolean;
  error?: string;
  idPrefix: string;
}) {
  const errorId = `${idPrefix}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-navy-900">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm has-checked:border-navy-600 has-checked:bg-navy-50">
            <input
              type={type}
              id={`${idPrefix}-${option.value}`}
              name={name}
              value={option.value}
              defaultChecked={checked(option.value)}
              required={type === "radio"}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-navy-900"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

const options = (record: Record<string, string>): Option[] => Object.entries(record).map(([value, label]) => ({ value, label }));

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
  const invalid = FIELD_ORDER.filter((field) => errors[field]);
  return (
    <form method="post" noValidate className="grid gap-6" aria-labelledby="survey-form-heading">
      {(formError || invalid.length > 0) && (
        <ErrorSummary title={formError ?? SURVEY_TEXTS.invalid} errors={invalid.map((field) => ({ fieldId: FIELD_IDS[field], message: errors[field]! }))} />
      )}

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
        <SelectField id={FIELD_IDS.district} label="İlçe *" name="district" required defaultValue={values.district ?? ""} error={errors.district}>
          <option value="">İlçe seçin</option>
          {districts.map((district) => (
            <option key={district.value} value={district.value}>
              {district.label}
            </option>
          ))}
        </SelectField>
        <FormField id={FIELD_IDS.address} label="Adres" name="address" maxLength={LEAD_LIMITS.address} autoComplete="street-address" defaultValue={values.address} error={errors.address} />
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
        <FormField id={FIELD_IDS.name} label="Ad Soyad *" name="name" required minLength={2} maxLength={LEAD_LIMITS.name} autoComplete="name" defaultValue={values.name} error={errors.name} />
        <FormField
          id={FIELD_IDS.phone}
          label="Telefon *"
          name="phone"
          type="tel"
          inputMode="tel"
          required
          maxLength={LEAD_LIMITS.phone}
          autoComplete="tel"
          placeholder="0532 123 45 67"
          defaultValue={values.phone}
          error={errors.phone}
        />
        <FormField id={FIELD_IDS.email} label="E-posta" name="email" type="email" maxLength={LEAD_LIMITS.email} autoComplete="email" defaultValue={values.email} error={errors.email} />
      </div>
      {values.summary && (
        <TextareaField id={FIELD_IDS.summary} label="Kurulum özeti" name="summary" maxLength={LEAD_LIMITS.summary} rows={3} defaultValue={values.summary} />
      )}
      <TextareaField id={FIELD_IDS.note} label="Notunuz" name="note" maxLength={LEAD_LIMITS.note} rows={4} defaultValue={values.note} error={errors.note} />

      {/* The honeypot: off-screen, out of the tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="kesif-website">Web siteniz</label>
        <input id="kesif-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {LEAD_SOURCE_FIELDS.map((field) => (
        <input key={field} type="hidden" name={field} value={source[field] ?? ""} />
      ))}

      <div className="grid gap-1.5">
        <p className="text-sm text-slate-700">
          Bilgilerinizi yalnızca keşif randevusu için sizinle iletişime geçmek amacıyla işleriz. Ayrıntılar{" "}
          <Link to="/kvkk" className="font-semibold text-accent-700 underline">
            KVKK Aydınlatma Metni
          </Link>
          'nde.
        </p>
        <label className="flex items-start gap-2 text-sm text-navy-900">
          <input
            id={FIELD_IDS.consent}
            type="checkbox"
            name="consent"
            required
            defaultChecked={values.consent}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? "kesif-onay-error" : undefined}
            className="mt-0.5 size-4 accent-navy-900"
          />
          KVKK Aydınlatma Metni'ni okudum; keşif talebim için benimle iletişime geçilmesini kabul ediyorum. *
        </label>
        {errors.consent && (
          <p id="kesif-onay-error" className="text-sm text-danger-700">
            {errors.consent}
          </p>
        )}
      </div>
      <Button type="submit" variant="accent" size="lg" className="justify-self-start">
        <Send aria-hidden="true" className="size-4" />
        Keşif Talebini Gönder
      </Button>
    </form>
  );
}
