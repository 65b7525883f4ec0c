import { sql, type SQL } from "drizzle-orm";
import { leads } from "#app/db/schema/leads";
import { SOURCE_KINDS, SOURCE_PATTERNS } from "./lead-source-groups";

/** A pattern as an SQL literal: they are constants of the code (no quote in them), inlined so that GROUP BY sees one expression. */
const pattern = (name: keyof typeof SOURCE_PATTERNS) => sql.raw(`'${SOURCE_PATTERNS[name]}'`);

/** `leadSourceGroup` in SQL: the group key of each lead's source page. */
export const leadSourceGroupSql: SQL<string> = sql<string>`case
  when ${leads.sourcePage} is null then 'none'
  when ${leads.sourcePage} ~ ${pattern("calculator")} then 'calculator'
  when ${leads.sourcePage} ~ ${pattern("product")} then 'product:' || substring(${leads.sourcePage} from ${pattern("product")})
  when ${leads.sourcePage} ~ ${pattern("district")} then 'district:' || substring(${leads.sourcePage} from ${pattern("district")})
  else 'other' end`;

/** The inbox's `source` filter: one group, or every group of a kind (`district`, `product`). */
export function leadSourceCondition(filter: string): SQL {
  const kindOnly = (SOURCE_KINDS as string[]).includes(filter) && (filter === "district" || filter === "product");
  return kindOnly ? sql`${leadSourceGroupSql} like ${`${filter}:%`}` : sql`${leadSourceGroupSql} = ${filter}`;
}
