import { useQuery } from "@tanstack/react-query";
import { QueryStates } from "#app/components/admin/query-states";
import { auditActionLabel, auditEntityLabel } from "./audit-labels";
import { auditLogQuery } from "./audit.queries";


const dateTime = new Intl.DateTimeFormat("tr-TR", { dateStyle: "medium", timeStyle: "medium", timeZone: "Europe/Istanbul" });

/** /n1_admin/audit: who did what to which entity, newest first (read-only). */
export function AdminAuditScreen() {
  const entries = useQuery(auditLogQuery());
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold">İşlem Kaydı</h1>
      <QueryStates query={entries} loadingText="Kayıtlar yükleniyor..." errorText="İşlem kaydı yüklenemedi.">
        {(rows) => (
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Son 200 işlem</caption>
              <thead className="bg-slate-50 text-navy-900">
                <tr>
                  <th scope="col" className="px-4 py-3">Zaman</th>
                  <th scope="col" className="px-4 py-3">Kullanıcı</th>
                  <th scope="col" className="px-4 py-3">İşlem</th>
                  <th scope="col" className="px-4 py-3">Kayıt</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((entry) => (
                  <tr key={entry.id}>
                    <td className="px-4 py-2 whitespace-nowrap">{dateTime.format(new Date(entry.createdAt))}</td>
                    <td className="px-4 py-2">{entry.username ?? "Sistem"}</td>
                    <td className="px-4 py-2">{auditActionLabel(entry.action)}</td>
                    <td className="px-4 py-2">
                      {auditEntityLabel(entry.entityType)}
                      {entry.entityId && ` #${entry.entityId}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryStates>
    </div>
  );
}
