import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { seoAnalysisQuery } from "./seo-analysis.queries";

const SEVERITY = {
  high: { label: "Yüksek", className: "bg-red-100 text-danger-700" },
  medium: { label: "Orta", className: "bg-accent-100 text-accent-800" },
  low: { label: "Düşük", className: "bg-slate-100 text-slate-700" },
} as const;

/** /n1_admin/seo-analysis: counts, the issue list with edit links, and the tips of SPEC. */
export function AdminSeoScreen() {
  const analysis = useQuery(seoAnalysisQuery());
  const data = analysis.data;
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold">SEO Analizi</h1>
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
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
              {data.issues.map((item) => (
                <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
                  <span>
                    <span className={`mr-2 rounded px-2 py-0.5 text-xs font-semibold ${SEVERITY[item.severity].className}`}>{SEVERITY[item.severity].label}</span>
                    <span className="font-medium text-navy-900">{item.name}</span>
                    <span className="text-slate-700"> · {item.type === "product" ? "Ürün" : "Blog"} · {item.issue}</span>
                  </span>
                  <Link to={item.editUrl} className="font-semibold text-accent-700 hover:underline">
                    Düzenle<span className="sr-only">: {item.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
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
    </div>
  );
}
