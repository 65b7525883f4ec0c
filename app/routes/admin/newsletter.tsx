import { AdminNewsletterScreen } from "#app/features/newsletter/admin-newsletter-screen";

export default function AdminNewsletterPage() {
  return <AdminNewsletterScreen />;
}
