/**
 * A cell that a spreadsheet would read as a formula: it begins with `=`, `+`, `-`, `@`, tab or CR,
 * whatever follows, line breaks included. papaparse's own `escapeFormulae: true` tests
 * `/^[=+\-@\t\r].*$/`, whose `.` and `$` stop at the first line break, so `=cmd|…` followed by a
 * new line passed unescaped (issue 27, item 14).
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * CSV for Excel in Turkey: UTF-8 with a byte-order mark, `;` separated, CRLF, and every cell that
 * starts like a formula escaped with a quote mark, so a spreadsheet never runs it.
 */
export const EXCEL_CSV_OPTIONS = { delimiter: ";", newline: "\r\n", escapeFormulae: FORMULA_START } as const;

/** A header row and data rows as one Excel-ready CSV document. papaparse loads on the first export (ADR 027). */
export async function excelCsv(fields: readonly string[], data: readonly (readonly string[])[]): Promise<string> {
  const { default: Papa } = await import("papaparse");
  return `\uFEFF${Papa.unparse({ fields: [...fields], data: data.map((row) => [...row]) }, EXCEL_CSV_OPTIONS)}\r\n`;
}
