import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { excelCsv } from "./excel-csv";

const cells = async (values: string[]) => {
  const csv = await excelCsv(["Hücre"], values.map((value) => [value]));
  return Papa.parse<string[]>(csv.slice(1), { delimiter: ";", skipEmptyLines: true }).data.slice(1).map(([cell]) => cell);
};

describe("excelCsv", () => {
  it("escapes a cell starting with =, +, -, @, tab or CR whatever follows, line breaks included", async () => {
    const values = ["=cmd|' /C calc'!A0\nx", "+1+1\r\nikinci satır", "-2+3\n", "@SUM(A1)\n=1", "\t=1\nx", "\r=1\nx", "=1"];
    expect(await cells(values)).toEqual(values.map((value) => `'${value}`));
  });

  it("leaves other cells as they are, a formula-like text on a later line too", async () => {
    const values = ["Ayşe Yılmaz", "ilk satır\n=HYPERLINK(\"x\")", " =1", "0532 123 45 67", "a=b"];
    expect(await cells(values)).toEqual(values);
  });
});
