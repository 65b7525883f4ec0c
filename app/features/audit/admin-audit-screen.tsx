import { useQuery } from "@tanstack/react-query";
import { AdminScreen } from "#app/components/admin/admin-screen";
import { AdminTable, type Column } from "#app/components/admin/admin-table";
import { auditActionLabel, auditEntityLabel } from "./audit-labels";
import { auditLogQuery, type AuditEntry } from "./audit.queries";

const dateTime = new Intl.DateTimeFormat("tr-TR", { dateStyle: "medium", timeStyle: "medium", timeZone: "Europe/Istanbul" });

const COLUMNS: Column<AuditEntry>[] = [
  { header: "Zaman", cell: (entry) => dateTime.format(new Date(entry.createdAt)), className: "sm:whitespace-nowrap" },
  { header: "Kullanıcı", cell: (entry) => entry.username ?? "Sistem" },
  { header: "İşlem", cell: (entry) => auditActionLabel(entry.action) },
  { header: "Kayıt", cell: (entry) => `${auditEntityLabel(entry.entityType)}${entry.entityId ? ` #${entry.entityId}` : ""}` },
];

/** /n1_admin/audit: who did what to which entity, newest first (read-only). */
export function AdminAuditScreen() {
  const entries = useQuery(auditLogQuery());
  return (
    <AdminScreen title="İşlem Kaydı">
      <AdminTable query={entries} states={{ loadingText: "Kayıtlar yükleniyor...", errorText: "İşlem kaydı yüklenemedi." }} caption="Son 200 işlem" columns={COLUMNS} />
    </AdminScreen>
  );
}
