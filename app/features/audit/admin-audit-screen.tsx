import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { AdminScreen } from "#app/components/admin/admin-screen";
import { AdminTable, type Column } from "#app/components/admin/admin-table";
import { SelectField } from "#app/components/ui/form-field";
import { auditActionLabel, auditEntityLabel } from "./audit-labels";
import { auditLogQuery, type AuditEntry } from "./audit.queries";

const dateTime = new Intl.DateTimeFormat("tr-TR", { dateStyle: "medium", timeStyle: "medium", timeZone: "Europe/Istanbul" });

/** The person of an entry: the name given on the users screen, else the username kept in the entry. */
function person(entry: AuditEntry) {
  if (!entry.username && !entry.name) return "Sistem";
  return (
    <>
      {entry.name ?? entry.username}
      {entry.name && entry.username && <span className="block text-slate-600">{entry.username}</span>}
    </>
  );
}

const COLUMNS: Column<AuditEntry>[] = [
  { header: "Zaman", cell: (entry) => dateTime.format(new Date(entry.createdAt)), className: "sm:whitespace-nowrap" },
  { header: "Kişi", cell: person },
  { header: "İşlem", cell: (entry) => auditActionLabel(entry.action) },
  { header: "Kayıt", cell: (entry) => `${auditEntityLabel(entry.entityType)}${entry.entityId ? ` #${entry.entityId}` : ""}` },
];

/**
 * /n1_admin/audit: who did what to which entity, newest first (read-only), for everyone or one
 * person; the route passes the people to choose from (the users screen's accounts).
 */
export function AdminAuditScreen({ people }: { people: { id: number; label: string }[] }) {
  const [userId, setUserId] = useState<number | undefined>(undefined);
  const entries = useQuery(auditLogQuery(userId));
  return (
    <AdminScreen title="İşlem Kaydı">
      <div className="flex flex-wrap gap-3">
        <SelectField label="Kişi" value={userId ?? ""} onChange={(event) => setUserId(event.target.value ? Number(event.target.value) : undefined)} className="sm:w-64">
          <option value="">Herkes</option>
          {people.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </div>
      <AdminTable
        query={entries}
        states={{ loadingText: "Kayıtlar yükleniyor...", errorText: "İşlem kaydı yüklenemedi.", emptyText: "Bu kişinin kayıtlı işlemi yok." }}
        caption="Son 200 işlem"
        columns={COLUMNS}
      />
    </AdminScreen>
  );
}
