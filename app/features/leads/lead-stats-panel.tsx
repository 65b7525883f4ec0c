import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { LEAD_TYPES } from "#app/db/schema/leads";
import { leadDistrictLabel } from "./lead-districts";
import { leadFiltersSearch } from "./lead-list-query";
import { leadStatsQuery } from "./lead-stats.queries";
import { LEAD_TYPE_LABELS } from "./leads.resource";

const number = (value: number | undefined) => (value === undefined ? "…" : value.toLocaleString("tr-TR"));

function Figure({ label, value, to, warn = false }: { label: string; value: number | undefined; to: string; warn?: boolean }) {
  return (
    <Link to={to} className="rounded-lg border border-slate-200 p-4 hover:border-accent-600">
      <span className="block text-sm font-medium text-slate-700">{label}</span>
      <span className={`mt-1 block text-3xl font-bold ${warn && value ? "text-danger-700" : "text-navy-900"}`}>{number(value)}</span>
    </Link>
  );
}

/** The dashboard's lead counts (issue 19 item 4); each figure links to the inbox, filtered where it can be. */
export function LeadStatsPanel() {
  const { data: stats, isError } = useQuery(leadStatsQuery());
  const monthStart = stats?.thisMonth.from;
  const inbox = (filters: Parameters<typeof leadFiltersSearch>[0]) => {
    const search = leadFiltersSearch(filters);
    return search ? `/n1_admin/leads?${search}` : "/n1_admin/leads";
  };
  return (
    <section aria-labelledby="lead-stats-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex items-center justify-between">
        <h2 id="lead-stats-heading" className="text-lg font-bold">
          Talepler
        </h2>
        <Link to="/n1_admin/leads" className="text-sm font-semibold text-accent-700 hover:underline">
          Gelen kutusu
        </Link>
      </div>
      {isError ? (
        <p className="mt-4 text-danger-700">Talep sayıları yüklenemedi.</p>
      ) : (
        <>
          <div className="mt-4 grid gap-3 sm:grid-cols-3">
            <Figure label="Yeni talepler" value={stats?.newLeads} to={inbox({ status: "new" })} />
            <Figure label="Bu ay gelen" value={stats?.thisMonth.total} to={inbox({ from: monthStart })} />
            <Figure label="Geciken takipler" value={stats?.overdueFollowUps} to={inbox({ overdue: "1" })} warn />
          </div>
          <div className="mt-4 grid gap-4 sm:grid-cols-3">
            <div>
              <h3 className="text-sm font-semibold text-slate-700">Bu ay türe göre</h3>
              <ul className="mt-2 divide-y divide-slate-100 text-sm">
                {LEAD_TYPES.map((type) => (
                  <li key={type} className="flex justify-between py-1.5">
                    <Link to={inbox({ type, from: monthStart })} className="hover:underline">
                      {LEAD_TYPE_LABELS[type]}
                    </Link>
                    <span className="font-semibold">{number(stats?.thisMonth.byType[type])}</span>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="text-sm font-semibold text-slate-700">Bu ay ilçeye göre</h3>
              {stats?.thisMonth.byDistrict.length === 0 ? (
                <p className="mt-2 text-sm text-slate-700">Bu ay henüz talep yok</p>
              ) : (
                <ul className="mt-2 divide-y divide-slate-100 text-sm">
                  {stats?.thisMonth.byDistrict.map(({ district, count }) => (
                    <li key={district ?? "-"} className="flex justify-between py-1.5">
                      {district ? (
                        <Link to={inbox({ district, from: monthStart })} className="hover:underline">
                          {leadDistrictLabel(district)}
                        </Link>
                      ) : (
                        <span>İlçe belirtilmemiş</span>
                      )}
                      <span className="font-semibold">{number(count)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div>
              <h3 className="text-sm font-semibold text-slate-700">Bu ay kaynağa göre</h3>
              {stats?.thisMonth.bySource.length === 0 ? (
                <p className="mt-2 text-sm text-slate-700">Bu ay henüz talep yok</p>
              ) : (
                <ul className="mt-2 divide-y divide-slate-100 text-sm">
                  {stats?.thisMonth.bySource.map(({ source, label, count }) => (
                    <li key={source} className="flex justify-between gap-2 py-1.5">
                      <Link to={inbox({ source, from: monthStart })} className="hover:underline">
                        {label}
                      </Link>
                      <span className="font-semibold">{number(count)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
