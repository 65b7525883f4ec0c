import { AdminSeoScreen } from "#app/features/seo/admin-seo-screen";

export default function AdminSeoAnalysisPage() {
  return <AdminSeoScreen />;
}
