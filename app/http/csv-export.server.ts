import type { Logger } from "pino";
import type { Actor } from "#app/db/admin-write.server";
import { recordAudit } from "#app/db/audit.server";
import type { Db } from "#app/db/client.server";
import { logText } from "#app/lib/log-text";

type CsvExport = {
  actor: Actor;
  ipAddress: string;
  /** The audit log's entity code of what was exported: `lead`, `newsletter-subscriber`. */
  entityType: string;
  /** The list's filter as the request gave it (empty: everything). */
  filter: Record<string, unknown>;
  rows: number;
};

/**
 * A bulk export of personal data leaves a trace (issue 27, item 19): an audit row (`csv-export`)
 * and a security log line (`admin.export`), each saying who exported which list, with which filter
 * and how many rows. Written before the file is sent.
 */
export async function recordCsvExport(db: Db, logger: Logger, { actor, ipAddress, entityType, filter, rows }: CsvExport) {
  await recordAudit(db, { user: actor, action: "csv-export", entityType, details: { filter, rows }, ipAddress });
  const loggedFilter = Object.fromEntries(Object.entries(filter).map(([name, value]) => [name, typeof value === "string" ? logText(value) : value]));
  logger.warn(
    { event: "admin.export", entityType, filter: loggedFilter, rows, userId: actor.id, username: logText(actor.username), ip: ipAddress },
    "personal data exported as CSV",
  );
}
