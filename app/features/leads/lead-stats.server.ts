import { count, desc, eq, gte, inArray } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { products } from "#app/db/schema/catalog";
import { LEAD_TYPES, leads } from "#app/db/schema/leads";
import { leadSourceLabel } from "./lead-source-groups";
import { leadSourceGroupSql } from "./lead-source-groups.server";
import type { LeadStats } from "./lead-stats.queries";
import { overdueFollowUp } from "./leads.resource.server";
import { officeDay, officeDayStart } from "./survey-calendar";

/** The dashboard's lead counts at `now`; months and days are the office's (Europe/Istanbul). */
export async function getLeadStats(db: Db, now = new Date()): Promise<LeadStats> {
  const today = officeDay(now);
  const firstDay = `${today.slice(0, 7)}-01`;
  const monthStart = officeDayStart(firstDay);
  const inThisMonth = gte(leads.createdAt, monthStart);
  const [[fresh], byType, byDistrict, bySource, [overdue]] = await Promise.all([
    db.select({ total: count() }).from(leads).where(eq(leads.status, "new")),
    db.select({ type: leads.type, total: count() }).from(leads).where(inThisMonth).groupBy(leads.type),
    db
      .select({ district: leads.district, total: count() })
      .from(leads)
      .where(inThisMonth)
      .groupBy(leads.district)
      .orderBy(desc(count()), leads.district),
    db
      .select({ source: leadSourceGroupSql, total: count() })
      .from(leads)
      .where(inThisMonth)
      .groupBy(leadSourceGroupSql)
      .orderBy(desc(count()), leadSourceGroupSql),
    db
      .select({ total: count() })
      .from(leads)
      .where(overdueFollowUp(today)),
  ]);
  const productIds = bySource.flatMap((row) => (row.source.startsWith("product:") ? [Number(row.source.slice("product:".length))] : []));
  const productNames = productIds.length
    ? Object.fromEntries((await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, productIds))).map((row) => [String(row.id), row.name]))
    : {};
  const typeCounts = Object.fromEntries(LEAD_TYPES.map((type) => [type, byType.find((row) => row.type === type)?.total ?? 0])) as LeadStats["thisMonth"]["byType"];
  return {
    newLeads: fresh?.total ?? 0,
    thisMonth: {
      from: firstDay,
      total: byType.reduce((sum, row) => sum + row.total, 0),
      byType: typeCounts,
      byDistrict: byDistrict.map((row) => ({ district: row.district, count: row.total })),
      bySource: bySource.map((row) => ({ source: row.source, label: leadSourceLabel(row.source, productNames), count: row.total })),
    },
    overdueFollowUps: overdue?.total ?? 0,
  };
}
