import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { AdminScreen } from "#app/components/admin/admin-screen";
import { Badge } from "#app/components/admin/badge";
import { QueryStates } from "#app/components/admin/query-states";
import { apiRequest } from "#app/http/api-client";
import { DOCUMENT_KIND_LABELS, type DocumentKind } from "./documents";

/* The content screens (ADR 041): the list of documents; one document's editor is admin-content-editor.tsx (its own chunk: the generated form and drag and drop load only there). */

export type Summary = { key: string; kind: DocumentKind; path: string; title: string; status: string; hasDraft: boolean; scheduledAt: string | null; version: number; updatedAt: string; updatedByName: string | null };

export const contentKey = (key?: string) => (key ? (["admin", "content", key] as const) : (["admin", "content"] as const));
export const dateTime = (value: string) => new Date(value).toLocaleString("tr-TR", { timeZone: "Europe/Istanbul", dateStyle: "medium", timeStyle: "short" });
export const getJson = async <T,>(url: string) => (await (await apiRequest("GET", url)).json()) as T;

export function StatusBadges({ document }: { document: Summary }) {
  return (
    <span className="flex flex-wrap gap-1">
      {document.status === "published" ? <Badge tone="success">Yayında</Badge> : <Badge tone="danger">Yayında değil</Badge>}
      {document.hasDraft && <Badge tone="accent">Taslak var</Badge>}
      {document.scheduledAt && <Badge tone="navy">Zamanlandı: {dateTime(document.scheduledAt)}</Badge>}
    </span>
  );
}

/** /n1_admin/content: every page staff can edit. */
export function AdminContentListScreen() {
  const documents = useQuery({ queryKey: contentKey(), queryFn: () => getJson<Summary[]>("/api/admin/content") });
  return (
    <AdminScreen
      title="Site İçeriği"
      intro="Sayfaların metinlerini düzenleyin: taslak kaydedin, önizleyin, yayınlayın veya ileri bir tarihe zamanlayın."
      actions={
        <Link to="/n1_admin/content/new" className="inline-flex items-center rounded-md bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-800">
          Yeni tanıtım sayfası
        </Link>
      }
    >
      <QueryStates query={documents} loadingText="İçerikler yükleniyor..." errorText="İçerikler yüklenirken bir hata oluştu.">
        {(list) => (
          <ul className="grid gap-3">
            {list.map((document) => (
              <li key={document.key} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4">
                <div className="grid gap-1">
                  <Link to={`/n1_admin/content/${document.key}`} className="font-semibold text-navy-900 underline-offset-2 hover:underline">
                    {document.title}
                  </Link>
                  <span className="text-sm text-slate-700">
                    {DOCUMENT_KIND_LABELS[document.kind]} · {document.path} · {dateTime(document.updatedAt)}
                    {document.updatedByName ? ` · ${document.updatedByName}` : ""}
                  </span>
                </div>
                <StatusBadges document={document} />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </AdminScreen>
  );
}

