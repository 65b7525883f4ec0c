import { asc, count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { changedColumns, deleteRow, lockRow, type EntityNames, type SiteFacts, type WriteOptions } from "#app/db/admin-write.server";
import { recordAudit } from "#app/db/audit.server";
import type { Db, Tx } from "#app/db/client.server";
import { applyRule, lockRedirects, type RuleValues } from "#app/db/redirects.server";
import { notFoundPaths, redirects } from "#app/db/schema/redirects";
import { selectColumns } from "#app/db/select-columns";
import { defineResourceServer } from "#app/http/admin-resource.server";
import { conflict, DomainError } from "#app/lib/errors";
import { isReservedRedirectSource, parseRedirectSource, parseRedirectTarget } from "#app/lib/redirect-paths";
import { notFoundPathItemSchema, notFoundPathsResource, type redirectFormSchema, redirectItemSchema, redirectsResource } from "./redirects.resource";

const names: EntityNames = {
  auditType: "redirect",
  notFound: "Yönlendirme bulunamadı.",
  conflict: "Bu yönlendirme siz düzenlerken başka biri tarafından değiştirildi. Sayfayı yenileyip tekrar deneyin.",
};
const itemColumns = selectColumns(redirects, redirectItemSchema);

export type RedirectInput = z.output<typeof redirectFormSchema>;

const refused = (field: "source" | "target", message: string) => new DomainError("validation", message, { [field]: [message] });

/**
 * The checks of a rule that need no other rule (ADR 043): a source of the site's own machinery
 * (admin, API, files) or one that renders a page today is refused, since the rule would hide it;
 * the target must be a path of the site or an https:// address. Runs before the transaction: it
 * renders the source.
 */
export async function checkedRule(input: RedirectInput, site: SiteFacts, automatic = false): Promise<RuleValues> {
  const source = parseRedirectSource(input.source, input.ignoreQuery);
  if (!source.ok) throw refused("source", source.message);
  if (isReservedRedirectSource(source.value.sourceKey)) throw refused("source", "Bu adres sitenin yönetim, API ya da dosya adreslerinden biri; yönlendirilemez.");
  if (await site.isLivePath(source.value.source)) {
    throw refused("source", `${source.value.source} sitede yayında olan bir sayfa; yönlendirme bu sayfayı gizlerdi.`);
  }
  const target = parseRedirectTarget(input.target, site.origin);
  if (!target.ok) throw refused("target", target.message);
  return { ...source.value, target: target.value.target, status: input.status, note: input.note, automatic };
}

function requireSite(options: WriteOptions): SiteFacts {
  if (!options.site) throw new Error("A redirect rule is written with the site's facts (WriteOptions.site).");
  return options.site;
}

/** The rule already at this source, other than `exceptId`: a duplicate. */
async function requireFreeSource(tx: Tx, sourceKey: string, exceptId?: number) {
  const [taken] = await tx.select({ id: redirects.id, target: redirects.target }).from(redirects).where(eq(redirects.sourceKey, sourceKey)).limit(1);
  if (taken && taken.id !== exceptId) {
    const message = `Bu kaynak adres için zaten bir yönlendirme var (→ ${taken.target}).`;
    throw new DomainError("conflict", message, { source: [message] });
  }
}

/** A path that has a rule now needs no row in the not-found log. */
async function forgetNotFound(tx: Tx, sourceKey: string) {
  await tx.delete(notFoundPaths).where(eq(notFoundPaths.path, sourceKey.split("?")[0]!));
}

const describe = (row: { source: string; target: string; status: number }) => ({ source: row.source, target: row.target, status: row.status });

export const redirectsServer = defineResourceServer({
  resource: redirectsResource,
  notFoundMessage: names.notFound,
  auditType: names.auditType,
  /** Staff's rules first, then the automatic ones, each by source. */
  list: (db) => db.select(itemColumns).from(redirects).orderBy(asc(redirects.automatic), asc(redirects.source)),
  get: async (db, id) => (await db.select(itemColumns).from(redirects).where(eq(redirects.id, id)).limit(1))[0],
  async create(db, input, options) {
    const values = await checkedRule(input, requireSite(options));
    return db.transaction(async (tx) => {
      await lockRedirects(tx);
      await requireFreeSource(tx, values.sourceKey);
      const { row } = await applyRule(tx, values);
      await forgetNotFound(tx, values.sourceKey);
      await recordAudit(tx, { user: options.actor, action: "create", entityType: names.auditType, entityId: row.id, details: describe(row), ipAddress: options.ipAddress });
      return row;
    });
  },
  async update(db, { id, input, expectedUpdatedAt }, options) {
    const values = await checkedRule(input, requireSite(options));
    return db.transaction(async (tx) => {
      await lockRedirects(tx);
      const current = await lockRow(tx, redirects, id, names);
      if (current.updatedAt.getTime() !== expectedUpdatedAt.getTime()) throw conflict(names.conflict);
      await requireFreeSource(tx, values.sourceKey, id);
      // A rule written back as it was read changes nothing: not its stamp, not the audit log.
      if (changedColumns(current, { ...values, automatic: current.automatic }).length === 0) return current;
      // A rule staff have edited is theirs from now on.
      const { row } = await applyRule(tx, { ...values, automatic: false }, { id });
      await forgetNotFound(tx, values.sourceKey);
      await recordAudit(tx, { user: options.actor, action: "update", entityType: names.auditType, entityId: id, details: describe(row), ipAddress: options.ipAddress });
      return row;
    });
  },
  remove: (db, { id }, options) => deleteRow(db, { table: redirects, names, id, describe }, options),
});

const notFoundColumns = selectColumns(notFoundPaths, notFoundPathItemSchema);

export const notFoundPathsServer = defineResourceServer({
  resource: notFoundPathsResource,
  notFoundMessage: "Kayıt bulunamadı.",
  auditType: "not-found-path",
  /** Most hit first, then the latest. */
  page: async (db, { limit, offset }) => {
    const [items, [{ total } = { total: 0 }]] = await Promise.all([
      db.select(notFoundColumns).from(notFoundPaths).orderBy(desc(notFoundPaths.count), desc(notFoundPaths.lastSeenAt), desc(notFoundPaths.id)).limit(limit).offset(offset),
      db.select({ total: count() }).from(notFoundPaths),
    ]);
    return { items, total };
  },
  get: async (db: Db, id) => (await db.select(notFoundColumns).from(notFoundPaths).where(eq(notFoundPaths.id, id)).limit(1))[0],
  remove: (db, { id }, options) =>
    deleteRow(db, { table: notFoundPaths, names: { auditType: "not-found-path", notFound: "Kayıt bulunamadı.", conflict: "" }, id, describe: (row) => ({ path: row.path, count: row.count }) }, options),
});
