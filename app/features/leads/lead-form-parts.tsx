import { ErrorSummary } from "#app/components/ui/error-summary";
import { SiteLink } from "#app/components/ui/site-link";
import { FormField, SelectField } from "#app/components/ui/form-field";
import { LEAD_LIMITS, SURVEY_TEXTS } from "./lead-fields";
import { LEAD_SOURCE_FIELDS, type LeadSource } from "./lead-source";

/*
 * The pieces every public lead form shares (the survey request and the quote basket): the error
 * summary, a group of choices, the honeypot with the source fields, and the KVKK consent.
 */

export type Option = { value: string; label: string };

export const optionsOf = (record: Record<string, string>): Option[] => Object.entries(record).map(([value, label]) => ({ value, label }));

/** The summary at the top of a refused form: each message links to its field. */
export function FormErrorSummary<F extends string>({ formError, errors, order, ids }: { formError?: string; errors: Partial<Record<F, string>>; order: readonly F[]; ids: Record<F, string> }) {
  const invalid = order.filter((field) => errors[field]);
  if (!formError && invalid.length === 0) return null;
  return <ErrorSummary title={formError ?? SURVEY_TEXTS.invalid} errors={invalid.map((field) => ({ fieldId: ids[field], message: errors[field]! }))} />;
}

type ContactKey = "name" | "phone" | "email";

/** Name, phone and e-mail, the same on every lead form (to be placed in the form's grid). */
export function LeadContactInputs({ ids, values, errors }: { ids: Record<ContactKey, string>; values: Partial<Record<ContactKey, string>>; errors: Partial<Record<ContactKey, string>> }) {
  return (
    <>
      <FormField id={ids.name} label="Ad Soyad *" name="name" required minLength={2} maxLength={LEAD_LIMITS.name} autoComplete="name" defaultValue={values.name} error={errors.name} />
      <FormField
        id={ids.phone}
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
      <FormField id={ids.email} label="E-posta" name="email" type="email" maxLength={LEAD_LIMITS.email} autoComplete="email" defaultValue={values.email} error={errors.email} />
    </>
  );
}

/** The district select of the lead forms: the served districts and "Diğer". */
export function LeadDistrictSelect({ id, districts, value, error }: { id: string; districts: Option[]; value?: string; error?: string }) {
  return (
    <SelectField id={id} label="İlçe *" name="district" required defaultValue={value ?? ""} error={error}>
      <option value="">İlçe seçin</option>
      {districts.map((district) => (
        <option key={district.value} value={district.value}>
          {district.label}
        </option>
      ))}
    </SelectField>
  );
}

/** A group of checkboxes or radios with its legend and error message. */
export function ChoiceGroup({
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

/** The honeypot (off-screen, out of the tab order, hidden from assistive technology) and the visit's source as hidden fields. */
export function LeadFormHiddenFields({ idPrefix, source }: { idPrefix: string; source: LeadSource }) {
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${idPrefix}-website`}>Web siteniz</label>
        <input id={`${idPrefix}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {LEAD_SOURCE_FIELDS.map((field) => (
        <input key={field} type="hidden" name={field} value={source[field] ?? ""} />
      ))}
    </>
  );
}

/** The KVKK notice and the explicit consent box. `purpose` completes "… amacıyla işleriz" and "… için benimle iletişime geçilmesini". */
export function KvkkConsent({ id, purpose, request, checked, error }: { id: string; purpose: string; request: string; checked?: boolean; error?: string }) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <p className="text-sm text-slate-700">
        Bilgilerinizi yalnızca {purpose} için sizinle iletişime geçmek amacıyla işleriz. Ayrıntılar{" "}
        <SiteLink to="/kvkk" className="font-semibold text-accent-700 underline">
          KVKK Aydınlatma Metni
        </SiteLink>
        'nde.
      </p>
      <label className="flex items-start gap-2 text-sm text-navy-900">
        <input
          id={id}
          type="checkbox"
          name="consent"
          required
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-4 accent-navy-900"
        />
        KVKK Aydınlatma Metni'ni okudum; {request} için benimle iletişime geçilmesini kabul ediyorum. *
      </label>
      {error && (
        <p id={errorId} className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
