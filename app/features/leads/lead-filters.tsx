import { useState } from "react";
import { CsvDownloadLink } from "#app/components/admin/csv-download-link";
import { Button } from "#app/components/ui/button";
import { FormField, optionsOf, SelectField } from "#app/components/ui/form-field";
import { LEAD_STATUSES, LEAD_TYPES } from "#app/db/schema/leads";
import { LEAD_DISTRICT_OPTIONS } from "./lead-districts";
import { leadSourceLabel, SOURCE_KIND_LABELS, SOURCE_KINDS } from "./lead-source-groups";
import { LEAD_SEARCH_MAX, leadFiltersSearch, leadListQuerySchema, type LeadFilters } from "./lead-list-query";
import { LEAD_STATUS_LABELS, LEAD_TYPE_LABELS, leadsResource } from "./leads.resource";

const FILTER_NAMES = ["q", "status", "type", "district", "source", "from", "to", "overdue"] as const;
const ANY = { value: "", label: "Tümü" };

/** The filters a query string names (unknown parameters ignored; the server checks the values). */
export function leadFiltersOf(params: URLSearchParams): LeadFilters {
  return Object.fromEntries(FILTER_NAMES.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])));
}

/**
 * The inbox's filters (status, type, district, source page, days of creation, search by name, phone or
 * reference) and the CSV export of what they select. Applied on "Filtrele", kept in the address.
 */
export function LeadFiltersForm({ filters, onApply }: { filters: LeadFilters; onApply: (filters: LeadFilters) => void }) {
  const [errors, setErrors] = useState<Partial<Record<keyof LeadFilters, string>>>({});
  const search = leadFiltersSearch(filters);
  return (
    <form
      key={search}
      role="search"
      aria-label="Talepleri filtrele"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const next = Object.fromEntries(FILTER_NAMES.map((name) => [name, String(data.get(name) ?? "").trim()])) as LeadFilters;
        const checked = leadListQuerySchema.safeParse(Object.fromEntries(Object.entries(next).filter(([, value]) => value)));
        if (!checked.success) {
          setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
          return;
        }
        setErrors({});
        onApply(next);
      }}
    >
      <FormField label="Ara" name="q" type="search" placeholder="Ad, telefon veya talep no" maxLength={LEAD_SEARCH_MAX} defaultValue={filters.q} error={errors.q} />
      <SelectField label="Durum" name="status" defaultValue={filters.status ?? ""} options={[ANY, ...optionsOf(LEAD_STATUSES, LEAD_STATUS_LABELS)]} />
      <SelectField label="Tür" name="type" defaultValue={filters.type ?? ""} options={[ANY, ...optionsOf(LEAD_TYPES, LEAD_TYPE_LABELS)]} />
      <SelectField label="İlçe" name="district" defaultValue={filters.district ?? ""} options={[ANY, ...LEAD_DISTRICT_OPTIONS]} />
      {/* A source group the dashboard links to (one district page, one product) is kept as a choice of its own. */}
      <SelectField
        label="Kaynak"
        name="source"
        defaultValue={filters.source ?? ""}
        options={[ANY, ...optionsOf(SOURCE_KINDS, SOURCE_KIND_LABELS), ...(filters.source?.includes(":") ? [{ value: filters.source, label: leadSourceLabel(filters.source) }] : [])]}
      />
      <FormField label="Başlangıç tarihi" name="from" type="date" defaultValue={filters.from} error={errors.from} />
      <FormField label="Bitiş tarihi" name="to" type="date" defaultValue={filters.to} error={errors.to} />
      <label className="flex items-center gap-2 text-sm font-medium text-navy-900 sm:col-span-3">
        <input type="checkbox" name="overdue" value="1" defaultChecked={filters.overdue === "1"} className="size-4" /> Yalnızca takip günü geçmiş açık talepler
      </label>
      <div className="flex flex-wrap items-end gap-3 sm:col-span-3">
        <Button type="submit">Filtrele</Button>
        <Button type="button" variant="outline" onClick={() => onApply({})} disabled={search === ""}>
          Temizle
        </Button>
        <CsvDownloadLink href={`${leadsResource.path}/export.csv${search ? `?${search}` : ""}`} label="CSV indir" className="ml-auto" />
      </div>
    </form>
  );
}
