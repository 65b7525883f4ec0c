import { asc, eq } from "drizzle-orm";
import type { Actor, SiteFacts } from "#app/db/admin-write.server";
import { recordAudit } from "#app/db/audit.server";
import type { Db } from "#app/db/client.server";
import { applyRule, lockRedirects, ruleLinks, type RuleValues } from "#app/db/redirects.server";
import { notFoundPaths, redirects } from "#app/db/schema/redirects";
import { DomainError } from "#app/lib/errors";
import { excelCsv, FORMULA_START } from "#app/lib/excel-csv";
import { checkedRule } from "./redirects.resource.server";
import { redirectFormSchema } from "./redirects.resource";

/*
 * Redirect rules in and out as CSV (ADR 043): the address list of an old site, UTF-8, `;` or `,`,
 * with or without a header row (kaynak;hedef;tür;not). A dry run says per row what would be added,
 * changed or refused and why; the import writes the rows that pass, in one transaction.
 */

/** Rows one file may hold: each source is rendered once to see that it hides no page. */
export const REDIRECT_CSV_MAX_ROWS = 1000;

const COLUMN_NAMES: Record<string, "source" | "target" | "status" | "note"> = {
  kaynak: "source",
  source: "source",
  "eski adres": "source",
  hedef: "target",
  target: "target",
  "yeni adres": "target",
  tür: "status",
  tur: "status",
  type: "status",
  status: "status",
  not: "note",
  note: "note",
};
const POSITIONAL = ["source", "target", "status", "note"] as const;

export type RedirectCsvRow = {
  /** The line of the file (the header is line 1 when there is one). */
  row: number;
  source: string;
  target: string;
  action: "add" | "change" | "unchanged" | "refuse";
  reason?: string;
};
export type RedirectCsvReport = { dryRun: boolean; added: number; changed: number; unchanged: number; refused: number; rows: RedirectCsvRow[] };

/** Undoes the export's formula escaping, so an exported file imports unchanged. */
const unescapeFormula = (value: string) => (value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value);

type Cells = { row: number; source: string; target: string; status: string; note: string };

async function readCells(text: string): Promise<Cells[]> {
  const { default: Papa } = await import("papaparse");
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy", delimiter: "", delimitersToGuess: [";", ","] });
  const lines = parsed.data;
  const header = lines[0]?.map((cell) => COLUMN_NAMES[cell.trim().toLocaleLowerCase("tr-TR")]);
  const hasHeader = header !== undefined && header.includes("source") && header.includes("target");
  if (!hasHeader && lines[0] && !lines[0][0]?.trim().startsWith("/")) {
    throw new DomainError("validation", "CSV dosyasının ilk satırı başlık (kaynak;hedef;tür;not) ya da / ile başlayan bir kaynak adres olmalıdır.");
  }
  const columns = hasHeader ? header : POSITIONAL;
  const body = hasHeader ? lines.slice(1) : lines;
  if (body.length > REDIRECT_CSV_MAX_ROWS) throw new DomainError("validation", `Bir CSV dosyası en fazla ${REDIRECT_CSV_MAX_ROWS.toLocaleString("tr-TR")} satır içerebilir.`);
  return body.map((cells, index) => {
    const value = (name: (typeof POSITIONAL)[number]) => {
      const at = columns.indexOf(name);
      return at === -1 ? "" : unescapeFormula((cells[at] ?? "").trim());
    };
    return { row: index + (hasHeader ? 2 : 1), source: value("source"), target: value("target"), status: value("status"), note: value("note") };
  });
}

/** 301 unless the row says 302 (or "geçici"); anything else is refused. */
function statusOf(cell: string): number | undefined {
  const text = cell.toLocaleLowerCase("tr-TR");
  if (text === "" || text === "301" || text === "kalıcı") return 301;
  if (text === "302" || text === "geçici") return 302;
  return undefined;
}

/** Rolls the dry run's transaction back after it has planned every row exactly as the import would. */
class DryRun extends Error {
  constructor(readonly report: RedirectCsvReport) {
    super("dry run");
  }
}

const reasonOf = (error: unknown) => (error instanceof DomainError ? error.message : "Satır işlenemedi.");

/**
 * Plans or applies a CSV of rules. Each row gets the checks of the dialog (source, live page,
 * target) and, in one transaction, those against the other rules (a loop, a chain collapsed); a
 * source met twice in the file is refused the second time. A row equal to the stored rule is
 * unchanged; an automatic rule at a row's source becomes staff's.
 */
export async function importRedirectsCsv(
  db: Db,
  text: string,
  { dryRun, site, actor, ipAddress }: { dryRun: boolean; site: SiteFacts; actor: Actor; ipAddress?: string },
): Promise<RedirectCsvReport> {
  const cells = await readCells(text);
  const checked: { cells: Cells; values?: RuleValues; reason?: string }[] = [];
  const seen = new Map<string, number>();
  for (const line of cells) {
    const status = statusOf(line.status);
    const form = redirectFormSchema.safeParse({ source: line.source, target: line.target, status, note: line.note });
    if (status === undefined) checked.push({ cells: line, reason: "Tür 301 (kalıcı) ya da 302 (geçici) olmalıdır." });
    else if (!form.success) checked.push({ cells: line, reason: form.error.issues[0]?.message ?? "Geçersiz satır." });
    else {
      try {
        const values = await checkedRule(form.data, site);
        const earlier = seen.get(values.sourceKey);
        if (earlier !== undefined) checked.push({ cells: line, reason: `Bu kaynak adres dosyada daha önce geçiyor (satır ${earlier}).` });
        else {
          seen.set(values.sourceKey, line.row);
          checked.push({ cells: line, values });
        }
      } catch (error) {
        checked.push({ cells: line, reason: reasonOf(error) });
      }
    }
  }

  const run = async (): Promise<RedirectCsvReport> =>
    db.transaction(async (tx) => {
      await lockRedirects(tx);
      const links = await ruleLinks(tx);
      const rows: RedirectCsvRow[] = [];
      for (const { cells: line, values, reason } of checked) {
        const reported = { row: line.row, source: line.source, target: line.target };
        if (!values) {
          rows.push({ ...reported, action: "refuse", reason });
          continue;
        }
        const [existing] = await tx.select().from(redirects).where(eq(redirects.sourceKey, values.sourceKey)).limit(1);
        // The rule at this source is replaced: the checks follow the others.
        if (existing) links.delete(existing.sourceKey);
        try {
          const { row } = await applyRule(tx, values, { id: existing?.id, links });
          const same = existing && existing.target === row.target && existing.status === row.status && existing.note === row.note && !existing.automatic;
          rows.push({ ...reported, action: !existing ? "add" : same ? "unchanged" : "change" });
          await tx.delete(notFoundPaths).where(eq(notFoundPaths.path, values.sourceKey.split("?")[0]!));
        } catch (error) {
          if (existing) links.set(existing.sourceKey, existing);
          rows.push({ ...reported, action: "refuse", reason: reasonOf(error) });
        }
      }
      const tally = (action: RedirectCsvRow["action"]) => rows.filter((row) => row.action === action).length;
      const report = { dryRun, added: tally("add"), changed: tally("change"), unchanged: tally("unchanged"), refused: tally("refuse"), rows };
      if (dryRun) throw new DryRun(report);
      await recordAudit(tx, { user: actor, action: "csv-import", entityType: "redirect", details: { added: report.added, changed: report.changed, refused: report.refused }, ipAddress });
      return report;
    });
  try {
    return await run();
  } catch (error) {
    if (error instanceof DryRun) return error.report;
    throw error;
  }
}

const dateTime = new Intl.DateTimeFormat("tr-TR", { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Istanbul" });

/** Every rule as a CSV for Excel, in the columns the import reads first. */
export async function redirectsCsv(db: Db): Promise<{ csv: string; rows: number }> {
  const rules = await db.select().from(redirects).orderBy(asc(redirects.automatic), asc(redirects.source));
  const csv = await excelCsv(
    ["kaynak", "hedef", "tür", "not", "otomatik", "isabet", "son isabet"],
    rules.map((rule) => [
      rule.source,
      rule.target,
      String(rule.status),
      rule.note,
      rule.automatic ? "evet" : "hayır",
      String(rule.hits),
      rule.lastHitAt ? dateTime.format(rule.lastHitAt) : "",
    ]),
  );
  return { csv, rows: rules.length };
}
