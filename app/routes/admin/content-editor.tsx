import { adminPageMeta } from "#app/admin/page-meta";
import { AdminContentEditorScreen } from "#app/features/content/admin-content-editor";
import type { Route } from "./+types/content-editor";

export const meta = adminPageMeta("İçerik Düzenle");

export default function AdminContentEditorPage({ params }: Route.ComponentProps) {
  return <AdminContentEditorScreen documentKey={`${params.group}/${params.name}`} />;
}
