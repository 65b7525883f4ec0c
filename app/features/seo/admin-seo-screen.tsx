import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { AdminScreen } from "#app/components/admin/admin-screen";
import { AdminTable, type Column } from "#app/components/admin/admin-table";
import { Badge } from "#app/components/admin/badge";
import { seoAnalysisQuery, type SeoAnalysis } from "./seo-analysis.queries";

const SEVERITY = {
  high: { label: "Yüksek", tone: "danger" },
  medium: { label: "Orta", tone: "accent" },
  low: { label: "Düşük", tone: "neutral" },
} as const;

const COLUMNS: Column<SeoAnalysis["issues"][number]>[] = [
  { header: "Önem", cell: (item) => <Badge tone={SEVERITY[item.severity].tone}>{SEVERITY[item.severity].label}</Badge> },
  { header: "Kayıt", cell: (item) => <span className="font-medium text-navy-900">{item.name}</span> },
  { header: "Tür", cell: (item) => ({ product: "Ürün", blog: "Blog", content: "Sayfa" })[item.type] },
  { header: "Sorun", cell: (item) => item.issue, className: "text-slate-700" },
];

function EditLink({ item }: { item: SeoAnalysis["issues"][number] }) {
  return (
    <Link to={item.editUrl} className="font-semibold text-accent-700 hover:underline">
      Düzenle<span className="sr-only">: {item.name}</span>
    </Link>
  );
}

/** /n1_admin/seo-analysis: counts, the issue list with edit links, and the tips. */
export function AdminSeoScreen() {
  const analysis = useQuery(seoAnalysisQuery());
  const data = analysis.data;
  return (
    <AdminScreen title="SEO Analizi">
      {analysis.isPending && <p role="status">Analiz yapılıyor...</p>}
      {analysis.isError && <p className="text-danger-700">SEO analizi yüklenemedi.</p>}
      {data && (
        <>
          <ul className="grid gap-4 sm:grid-cols-4">
            {[
              ["Toplam sorun", data.totalIssues],
              ["Yüksek", data.highSeverity],
              ["Orta", data.mediumSeverity],
              ["Düşük", data.lowSeverity],
            ].map(([label, value]) => (
              <li key={label} className="rounded-xl border border-slate-200 bg-white p-5">
                <p className="text-sm text-slate-700">{label}</p>
                <p className="mt-1 text-2xl font-bold text-navy-900">{Number(value).toLocaleString("tr-TR")}</p>
              </li>
            ))}
          </ul>
          {data.totalIssues === 0 ? (
            <div className="rounded-xl border border-slate-200 bg-white p-8 text-center">
              <p className="text-xl font-bold text-success-700">Harika!</p>
              <p className="mt-1 text-slate-700">Hiçbir SEO sorunu bulunamadı.</p>
            </div>
          ) : (
            <AdminTable caption="SEO sorunları" rows={data.issues} columns={COLUMNS} actions={(item) => <EditLink item={item} />} />
          )}
        </>
      )}
      <section className="rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-700">
        <h2 className="text-base font-bold">İpuçları</h2>
        <ul className="mt-2 list-disc pl-5">
          <li>Ürün açıklamaları en az 50 karakter olmalı.</li>
          <li>Blog yazılarının meta açıklaması 120–160 karakter arasında olmalı.</li>
        </ul>
      </section>
    </AdminScreen>
  );
}
