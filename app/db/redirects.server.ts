import { eq, inArray, ne, sql } from "drizzle-orm";
import { DomainError } from "#app/lib/errors";
import { normaliseRedirectPath, planRule, type RuleLink } from "#app/lib/redirect-paths";
import type { Tx } from "./client.server";
import { redirects } from "./schema/redirects";

/*
 * Writing redirect rules without ever storing a chain or a loop (ADR 043): the redirects feature
 * (staff's rules, CSV import) and a slug rename (automatic rules) both write through `applyRule`,
 * inside their own transaction, under one lock so that two writers cannot build a chain between them.
 */

/** Held for a writing transaction: the chain and loop checks read every rule. */
const REDIRECTS_LOCK_KEY = 741_258_965;

export async function lockRedirects(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${REDIRECTS_LOCK_KEY})`);
}

/** Every rule but `exceptId`, by its key: what the chain and loop checks follow. */
export async function ruleLinks(tx: Tx, exceptId?: number): Promise<Map<string, RuleLink>> {
  const rows = await tx
    .select({ id: redirects.id, sourceKey: redirects.sourceKey, target: redirects.target })
    .from(redirects)
    .where(exceptId === undefined ? undefined : ne(redirects.id, exceptId));
  return new Map(rows.map((row) => [row.sourceKey, row]));
}

export type RuleValues = {
  source: string;
  sourceKey: string;
  matchQuery: boolean;
  target: string;
  status: number;
  note: string;
  automatic: boolean;
};

/**
 * Writes one rule (a new one, `id` to change one, or the rule already at its key replaced) with its
 * target collapsed to the final address, and re-points the rules that led to its source. A loop
 * throws a validation error with the path of the loop. The caller holds `lockRedirects`.
 */
export async function applyRule(tx: Tx, values: RuleValues, { id, links }: { id?: number; links?: Map<string, RuleLink> } = {}) {
  const others = links ?? (await ruleLinks(tx, id));
  const plan = planRule(others, values.sourceKey, values.target);
  if (!plan.ok) throw new DomainError("validation", plan.message, { target: [plan.message] });
  const written = { ...values, target: plan.target };
  const [row] =
    id === undefined
      ? await tx
          .insert(redirects)
          .values(written)
          .onConflictDoUpdate({ target: redirects.sourceKey, set: { ...written, updatedAt: new Date() } })
          .returning()
      : await tx.update(redirects).set(written).where(eq(redirects.id, id)).returning();
  if (!row) throw new DomainError("not_found", "Yönlendirme bulunamadı.");
  if (plan.repoint.length > 0) await tx.update(redirects).set({ target: plan.target }).where(inArray(redirects.id, plan.repoint));
  if (links) {
    for (const [key, link] of links) if (plan.repoint.includes(link.id)) links.set(key, { ...link, target: plan.target });
    links.set(row.sourceKey, { id: row.id, sourceKey: row.sourceKey, target: row.target });
  }
  return { row, collapsedFrom: plan.collapsedFrom, repointed: plan.repoint.length };
}

/** A path that is a page again (a new post's slug) is answered by the page, not by an old rule. */
export async function releaseAddress(tx: Tx, path: string) {
  await tx.delete(redirects).where(eq(redirects.sourceKey, normaliseRedirectPath(path)));
}

/**
 * A renamed address (a post's slug): the old path answers 301 with the new one from now on, and
 * every older address that led to the old path is re-pointed to the new one (no chains).
 */
export async function pointOldAddress(tx: Tx, oldPath: string, newPath: string) {
  await lockRedirects(tx);
  await releaseAddress(tx, newPath);
  const sourceKey = normaliseRedirectPath(oldPath);
  await applyRule(tx, { source: sourceKey, sourceKey, matchQuery: false, target: newPath, status: 301, note: "Kısa ad değişti (otomatik).", automatic: true });
}
