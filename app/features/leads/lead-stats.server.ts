import { count, desc, eq, gte } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { LEAD_TYPES, leads } from "#app/db/schema/leads";
import type { LeadStats } from "./lead-stats.queries";
import { overdueFollowUp } from "./leads.resource.server";
import { officeDay, officeDayStart } from "./survey-calendar";

/** The dashboard's lead counts at `now`; months and days are the office's (Europe/Istanbul). */
export async function getLeadStats(db: Db, now = new Date()): Promise<LeadStats> {
  const today = officeDay(now);
  const firstDay = `${today.slice(0, 7)}-01`;
  const monthStart = officeDayStart(firstDay);
  const inThisMonth = gte(leads.createdAt, monthStart);
  const [[fresh], byType, byDistrict, [overdue]] = await Promise.all([
    db.select({ total: count() }).from(leads).where(eq(leads.status, "new")),
    db.select({ type: leads.type, total: count() }).from(leads).where(inThisMonth).groupBy(leads.type),
    db
      .select({ district: leads.district, total: count() })
      .from(leads)
      .where(inThisMonth)
      .groupBy(leads.district)
      .orderBy(desc(count()), leads.district),
    db
      .select({ total: count() })
      .from(leads)
      .where(overdueFollowUp(today)),
  ]);
  const typeCounts = Object.fromEntries(LEAD_TYPES.map((type) => [type, byType.find((row) => row.type === type)?.total ?? 0])) as LeadStats["thisMonth"]["byType"];
  return {
    newLeads: fresh?.total ?? 0,
    thisMonth: {
      from: firstDay,
      total: byType.reduce((sum, row) => sum + row.total, 0),
      byType: typeCounts,
      byDistrict: byDistrict.map((row) => ({ district: row.district, count: row.total })),
    },
    overdueFollowUps: overdue?.total ?? 0,
  };
}
