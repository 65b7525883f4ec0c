import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MessageCircle, Phone } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { AdminScreen } from "#app/components/admin/admin-screen";
import { Badge } from "#app/components/admin/badge";
import { QueryStates } from "#app/components/admin/query-states";
import { useRemoveItem } from "#app/components/admin/use-remove-item";
import { LastChangeNote } from "#app/components/admin/last-change";
import { toastWriteFailure } from "#app/components/admin/write-failure";
import { Button } from "#app/components/ui/button";
import { FormField, optionsOf, SelectField, TextareaField } from "#app/components/ui/form-field";
import { toast } from "#app/components/ui/use-toast";
import type { RowOf } from "#app/admin/resource";
import { LEAD_STATUSES } from "#app/db/schema/leads";
import { telHref, whatsappHref } from "#app/domain/site-settings";
import { formatTurkishPhone } from "#app/lib/turkish-phone";
import { leadDistrictLabel } from "./lead-districts";
import { LeadFiltersForm, leadFiltersOf } from "./lead-filters";
import { leadFiltersSearch } from "./lead-list-query";
import { CONTACT_CHANNELS, SITE_TYPES, SURVEY_SERVICES, TIME_WINDOWS } from "./lead-fields";
import { leadReference } from "./lead-reference";
import { leadSourceGroup, leadSourceLabel } from "./lead-source-groups";
import { QuoteLinesList } from "./quote-lines-list";
import { LEAD_STATUS_LABELS, LEAD_TYPE_LABELS, LEAD_WORKFLOW_LIMITS, leadsResource } from "./leads.resource";

type LeadRow = RowOf<typeof leadsResource>;

const dateTime = new Intl.DateTimeFormat("tr-TR", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Istanbul" });
const relative = new Intl.RelativeTimeFormat("tr-TR", { numeric: "auto" });

/** "3 gün önce", "2 saat önce": how long the lead has waited. */
function age(createdAt: string, now = Date.now()): string {
  const minutes = Math.round((new Date(createdAt).getTime() - now) / 60_000);
  if (Math.abs(minutes) < 60) return relative.format(minutes, "minute");
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return relative.format(hours, "hour");
  return relative.format(Math.round(hours / 24), "day");
}

const label = <T extends Record<string, string>>(labels: T, value: string | undefined) => (value ? (labels[value as keyof T] ?? value) : undefined);

/** One lead: the visitor's request, read-only, its delete button, and the staff workflow form under it. */
function LeadCard({ lead, reference, removeButton, onSaved }: { lead: LeadRow; reference: string; removeButton: React.ReactNode; onSaved: () => Promise<void> }) {
  const [status, setStatus] = useState(lead.status);
  const [lostReason, setLostReason] = useState(lead.lostReason ?? "");
  const [followUpOn, setFollowUpOn] = useState(lead.followUpOn ?? "");
  const [internalNotes, setInternalNotes] = useState(lead.internalNotes ?? "");
  const save = useMutation({
    mutationFn: () =>
      leadsResource.patch(lead.id, { status, lostReason: status === "lost" ? lostReason : null, followUpOn: followUpOn || null, internalNotes }),
    onSuccess: async () => {
      toast({ title: "Başarılı", description: `${reference} güncellendi.` });
      await onSaved();
    },
    onError: (error) => toastWriteFailure(error, "Talep güncellenemedi.", { serverReasons: true }),
  });
  const { services, siteType, preferredDate, timeWindow, summary, subject, phoneAsTyped, lines } = lead.details;

  return (
    <li className={`rounded-xl border bg-white p-5 ${lead.status === "new" ? "border-accent-500" : "border-slate-200"}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <p className="font-semibold text-navy-900">
            <Badge tone="navy" className="mr-2">
              {LEAD_TYPE_LABELS[lead.type]}
            </Badge>
            {reference} · {LEAD_STATUS_LABELS[lead.status]}
          </p>
          <p className="text-sm text-slate-800">
            {lead.name}
            {lead.company && ` · ${lead.company}`}
            {lead.district && ` · ${leadDistrictLabel(lead.district)}`}
          </p>
          <p className="flex flex-wrap gap-3 text-sm">
            {lead.phone ? (
              <>
                <a className="inline-flex items-center gap-1 font-semibold text-navy-900 underline" href={telHref(lead.phone)}>
                  <Phone aria-hidden="true" className="size-4" /> {formatTurkishPhone(lead.phone)}
                </a>
                <a
                  className="inline-flex items-center gap-1 font-semibold text-whatsapp-700 underline"
                  href={whatsappHref(lead.phone, `Merhaba ${lead.name}, ${reference} numaralı talebiniz hakkında yazıyoruz.`)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <MessageCircle aria-hidden="true" className="size-4" /> WhatsApp
                </a>
              </>
            ) : (
              phoneAsTyped && <span>Telefon: {phoneAsTyped}</span>
            )}
            {lead.email && (
              <a className="underline" href={`mailto:${lead.email}`}>
                {lead.email}
              </a>
            )}
          </p>
          <p className="text-xs text-slate-600">
            {dateTime.format(new Date(lead.createdAt))} ({age(lead.createdAt)}) · Kaynak: {leadSourceLabel(leadSourceGroup(lead.sourcePage))}
            {lead.sourcePage && ` (${lead.sourcePage})`}
            {lead.referrer && ` · Yönlendiren: ${lead.referrer}`}
            {lead.utmSource && ` · utm: ${[lead.utmSource, lead.utmMedium, lead.utmCampaign].filter(Boolean).join(" / ")}`}
          </p>
        </div>
        {removeButton}
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {subject && (
          <>
            <dt className="font-semibold text-slate-700">Konu</dt>
            <dd>{subject}</dd>
          </>
        )}
        {lines && lines.length > 0 && (
          <>
            <dt className="font-semibold text-slate-700">Ürünler</dt>
            <dd>
              <QuoteLinesList lines={lines} />
            </dd>
          </>
        )}
        {lead.preferredChannel && (
          <>
            <dt className="font-semibold text-slate-700">Dönüş kanalı</dt>
            <dd>{label(CONTACT_CHANNELS, lead.preferredChannel)}</dd>
          </>
        )}
        {services && services.length > 0 && (
          <>
            <dt className="font-semibold text-slate-700">Hizmetler</dt>
            <dd>{services.map((service) => label(SURVEY_SERVICES, service)).join(", ")}</dd>
          </>
        )}
        {siteType && (
          <>
            <dt className="font-semibold text-slate-700">Mekân</dt>
            <dd>{label(SITE_TYPES, siteType)}</dd>
          </>
        )}
        {(preferredDate || timeWindow) && (
          <>
            <dt className="font-semibold text-slate-700">Tercih</dt>
            <dd>{[preferredDate, label(TIME_WINDOWS, timeWindow)].filter(Boolean).join(" · ")}</dd>
          </>
        )}
        {lead.address && (
          <>
            <dt className="font-semibold text-slate-700">Adres</dt>
            <dd>{lead.address}</dd>
          </>
        )}
        {summary && (
          <>
            <dt className="font-semibold text-slate-700">Özet</dt>
            <dd className="whitespace-pre-line">{summary}</dd>
          </>
        )}
      </dl>
      {lead.note && <p className="mt-3 text-sm whitespace-pre-line text-slate-800">{lead.note}</p>}
      {/* Asked only for a lead staff have moved: a new one has no change of theirs to name. */}
      {lead.statusChangedAt && (
        <div className="mt-3">
          <LastChangeNote query={leadsResource.lastChangeQuery} id={lead.id} />
        </div>
      )}
      <form
        className="mt-4 grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-3"
        aria-label={`${reference} takibi`}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <SelectField
          label="Durum"
          value={status}
          onChange={(event) => setStatus(event.target.value as LeadRow["status"])}
          options={optionsOf(LEAD_STATUSES, LEAD_STATUS_LABELS)}
        />
        <FormField label="Takip tarihi" type="date" value={followUpOn} onChange={(event) => setFollowUpOn(event.target.value)} />
        {status === "lost" && (
          <FormField label="Kaybedilme nedeni" maxLength={LEAD_WORKFLOW_LIMITS.lostReason} value={lostReason} onChange={(event) => setLostReason(event.target.value)} />
        )}
        <TextareaField
          label="İç notlar"
          className="sm:col-span-3"
          maxLength={LEAD_WORKFLOW_LIMITS.internalNotes}
          value={internalNotes}
          onChange={(event) => setInternalNotes(event.target.value)}
        />
        <Button type="submit" disabled={save.isPending} className="justify-self-start">
          Kaydet
        </Button>
      </form>
    </li>
  );
}

/**
 * /n1_admin/leads: the leads, newest first, with the status workflow (issue 19 item 4); filtered by
 * the query string, so a filtered inbox is an address staff can share or bookmark.
 */
export function AdminLeadsScreen() {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = leadFiltersOf(searchParams);
  const filtered = leadFiltersSearch(filters) !== "";
  const leads = useQuery(leadsResource.listQuery(filters));
  const refresh = () => leadsResource.invalidate(queryClient);
  const remover = useRemoveItem(leadsResource, { title: "Talebi sil", confirmLabel: "Talebi Sil", removed: "Talep silindi.", failed: "Talep silinemedi." });
  return (
    <AdminScreen title="Talepler">
      <LeadFiltersForm filters={filters} onApply={(next) => setSearchParams(leadFiltersSearch(next))} />
      <QueryStates
        query={leads}
        loadingText="Talepler yükleniyor..."
        errorText="Talepler yüklenirken bir hata oluştu."
        emptyText={filtered ? "Bu filtrelere uyan talep yok" : "Henüz talep yok"}
      >
        {(rows) => (
          <ul className="grid gap-4" aria-label={`${rows.length.toLocaleString("tr-TR")} talep`}>
            {rows.map((lead) => {
              const reference = leadReference({ type: lead.type, id: lead.id, createdAt: new Date(lead.createdAt) });
              const remove = remover.removeButton(lead.id, `${reference} talebini sil`, `${reference} numaralı talep (${lead.name}) silinecek. Bu işlem geri alınamaz.`);
              return <LeadCard key={`${lead.id}-${lead.updatedAt}`} lead={lead} reference={reference} removeButton={remove} onSaved={refresh} />;
            })}
          </ul>
        )}
      </QueryStates>
    </AdminScreen>
  );
}
