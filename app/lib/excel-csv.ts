/**
 * CSV for Excel in Turkey: UTF-8 with a byte-order mark, `;` separated, CRLF, and cells that start
 * like a formula (`=`, `+`, `-`, `@`, tab, CR) escaped with a quote mark so a spreadsheet never runs them.
 */
export const EXCEL_CSV_OPTIONS = { delimiter: ";", newline: "\r\n", escapeFormulae: true } as const;

/** A header row and data rows as one Excel-ready CSV document. papaparse loads on the first export (ADR 027). */
export async function excelCsv(fields: readonly string[], data: readonly (readonly string[])[]): Promise<string> {
  const { default: Papa } = await import("papaparse");
  return `\uFEFF${Papa.unparse({ fields: [...fields], data: data.map((row) => [...row]) }, EXCEL_CSV_OPTIONS)}\r\n`;
}
