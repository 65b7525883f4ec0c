import { adminPageMeta } from "#app/admin/page-meta";
import { AdminSeoScreen } from "#app/features/seo/admin-seo-screen";

export const meta = adminPageMeta("SEO Analizi");

export default function AdminSeoAnalysisPage() {
  return <AdminSeoScreen />;
}
