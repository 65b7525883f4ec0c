export default function AdminSeoAnalysisPage() {
  return (
    <>
      <h1 className="text-2xl font-bold">SEO Analizi</h1>
    </>
  );
}
