import { adminPageMeta } from "#app/admin/page-meta";
import { AdminNewsletterScreen } from "#app/features/newsletter/admin-newsletter-screen";

export const meta = adminPageMeta("Bülten Aboneleri");

export default function AdminNewsletterPage() {
  return <AdminNewsletterScreen />;
}
