import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { SQL_FOLD_FROM, SQL_FOLD_TO } from "#app/lib/turkish";

/**
 * foldTr in SQL, the one spelling of it: the Turkish letters translated first (so `I` and `İ` both
 * become `i`), then NFKD with the combining marks removed (é → e, as foldTr strips them), then
 * lower(). The constants are inlined, not bound, so the expression indexes, the generated
 * `products.search_text` column and the queries all spell it identically and the indexes are used.
 */
export function foldSql(value: SQLWrapper): SQL {
  return sql`lower(regexp_replace(normalize(translate(${value}, ${sql.raw(`'${SQL_FOLD_FROM}'`)}, ${sql.raw(`'${SQL_FOLD_TO}'`)}), NFKD), '[\\u0300-\\u036f]', '', 'g'))`;
}

/** slugify in SQL, on top of foldSql: non-alphanumerics removed, spaces and hyphens collapsed. */
export function slugSql(value: SQLWrapper): SQL {
  return sql`trim(both '-' from regexp_replace(regexp_replace(${foldSql(value)}, '[^a-z0-9[:space:]-]', '', 'g'), '[[:space:]-]+', '-', 'g'))`;
}
