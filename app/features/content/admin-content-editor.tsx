import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormProvider, useForm, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { AdminScreen } from "#app/components/admin/admin-screen";
import { QueryStates } from "#app/components/admin/query-states";
import { Button } from "#app/components/ui/button";
import { FormField } from "#app/components/ui/form-field";
import { toast } from "#app/components/ui/use-toast";
import { ApiError, apiRequest, serverFieldErrors, serverMessage } from "#app/http/api-client";
import { contentKey, dateTime, getJson, StatusBadges, type Summary } from "./admin-content-screens";
import { DOCUMENT_SCHEMAS, hasPreviewLink, previewPathOf } from "./documents";
import { LandingSlugForm } from "./admin-landing-screens";
import { SchemaField } from "./schema-fields";
import type { TextPart } from "./content-diff";

/* One content document's editor (ADR 041): the form generated from its schema, its actions and its revisions. */

type ContentDocument = Summary & { published: unknown; draft: unknown };
type Revision = { id: number; action: string; username: string | null; createdAt: string };
type Change = { field: string; before: string | null; after: string | null; parts: TextPart[] };

const REVISION_ACTIONS: Record<string, string> = { seed: "İlk içerik", publish: "Yayınlandı", unpublish: "Yayından kaldırıldı" };

const api = (key: string) => `/api/admin/content/${key}`;

/** /n1_admin/content/:group/:name: the document's form, its actions and its revisions. */
export function AdminContentEditorScreen({ documentKey }: { documentKey: string }) {
  const document = useQuery({ queryKey: contentKey(documentKey), queryFn: () => getJson<ContentDocument>(api(documentKey)) });
  // Kept here, not in the editor: the editor starts afresh on each new version, the save's warnings stay until the next save.
  const [warnings, setWarnings] = useState<{ documentKey: string; list: string[] }>({ documentKey, list: [] });
  const showWarnings = (list: string[]) => setWarnings({ documentKey, list });
  return (
    <QueryStates query={document} loadingText="İçerik yükleniyor..." errorText="İçerik yüklenirken bir hata oluştu.">
      {(loaded) => (
        <AdminScreen title={loaded.title} intro={<StatusBadges document={{ ...loaded, hasDraft: loaded.draft !== null }} />}>
          {loaded.kind === "landing" && <LandingSlugForm key={`slug-${loaded.version}`} documentKey={loaded.key} path={loaded.path} version={loaded.version} />}
          <Editor key={loaded.version} document={loaded} warnings={warnings.documentKey === documentKey ? warnings.list : []} onWarnings={showWarnings} />
          <Revisions documentKey={loaded.key} version={loaded.version} />
        </AdminScreen>
      )}
    </QueryStates>
  );
}

type Conflict = { message: string; version: number };

function Editor({ document, warnings, onWarnings }: { document: ContentDocument; warnings: string[]; onWarnings: (warnings: string[]) => void }) {
  const queryClient = useQueryClient();
  const schema = DOCUMENT_SCHEMAS[document.kind] as unknown as z.ZodType<Record<string, unknown>>;
  const form = useForm<Record<string, unknown>>({ resolver: zodResolver(schema as never) as unknown as Resolver<Record<string, unknown>>, defaultValues: (document.draft ?? document.published) as Record<string, unknown> });
  const [version, setVersion] = useState(document.version);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [scheduledAt, setScheduledAt] = useState("");

  const write = useMutation({
    mutationFn: async ({ action, body }: { action: "draft" | "publish" | "schedule" | "unpublish"; body: Record<string, unknown> }) => {
      const response = action === "draft" ? await apiRequest("PUT", api(document.key), body) : await apiRequest("POST", `${api(document.key)}/${action}`, body);
      return (await response.json()) as ContentDocument & { warnings?: string[] };
    },
    onSuccess: async (saved, { action }) => {
      setVersion(saved.version);
      setConflict(null);
      onWarnings(saved.warnings ?? []); // on screen, not a toast: the save's own toast would replace it at once
      const done = { draft: "Taslak kaydedildi", publish: "Yayınlandı", schedule: "Yayın zamanlandı", unpublish: "Sayfa yayından kaldırıldı" }[action];
      toast({ title: "Başarılı", description: done });
      await queryClient.invalidateQueries({ queryKey: contentKey() });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        const current = (JSON.parse(error.body) as { current?: { version: number } }).current;
        setConflict({ message: serverMessage(error) ?? "İçerik başka biri tarafından değiştirildi.", version: current?.version ?? version });
        return;
      }
      for (const [field, message] of Object.entries(serverFieldErrors(error))) form.setError(field, { message });
      toast({ title: "Hata", description: serverMessage(error) ?? "İçerik kaydedilemedi", variant: "destructive" });
    },
  });

  const submit = (action: "draft" | "publish" | "schedule", extra: Record<string, unknown> = {}) =>
    form.handleSubmit((data) => write.mutate({ action, body: { version, data, ...extra } }))();

  const openPreview = async () => {
    await form.handleSubmit((data) => write.mutateAsync({ action: "draft", body: { version, data } }))();
    window.open(`${previewPathOf(document)}?onizleme=1`, "_blank", "noopener");
  };

  const copyPreviewLink = async () => {
    try {
      const { url } = (await (await apiRequest("POST", `${api(document.key)}/preview-link`, {})).json()) as { url: string };
      await navigator.clipboard.writeText(url);
      toast({ title: "Başarılı", description: "24 saat geçerli önizleme bağlantısı panoya kopyalandı" });
    } catch (error) {
      toast({ title: "Hata", description: serverMessage(error) ?? "Önizleme bağlantısı oluşturulamadı", variant: "destructive" });
    }
  };

  return (
    <FormProvider {...form}>
      <form className="grid gap-6" noValidate onSubmit={(event) => event.preventDefault()}>
        {conflict && (
          <div role="alert" className="grid gap-3 rounded-lg border border-danger-700 bg-red-50 p-4 text-danger-700">
            <p>{conflict.message}</p>
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" onClick={() => void queryClient.invalidateQueries({ queryKey: contentKey(document.key) })}>
                Yeniden yükle (yazdıklarım silinir)
              </Button>
              <Button type="button" onClick={() => form.handleSubmit((data) => write.mutate({ action: "draft", body: { version: conflict.version, data } }))()}>
                Yazdıklarımı taslak olarak kaydet
              </Button>
            </div>
          </div>
        )}
        <SchemaField schema={schema} path="" name="" />
        {warnings.length > 0 && (
          <div role="alert" className="grid gap-1 rounded-lg border border-danger-700 bg-red-50 p-4 text-danger-700">
            <p className="font-semibold">Uyarı: bu sayfanın metni başka bir sayfayı tekrarlıyor.</p>
            <ul className="list-disc pl-5">
              {warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="sticky bottom-0 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow">
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => void openPreview()} disabled={write.isPending}>
              Önizle
            </Button>
            {hasPreviewLink(document.kind) && (
              <Button type="button" variant="outline" onClick={() => void copyPreviewLink()}>
                Önizleme bağlantısı kopyala
              </Button>
            )}
            <Button type="button" variant="outline" onClick={() => void submit("draft")} disabled={write.isPending}>
              Taslak kaydet
            </Button>
            <Button type="button" variant="accent" onClick={() => void submit("publish")} disabled={write.isPending}>
              Yayınla
            </Button>
            {document.status === "published" && (
              <Button type="button" variant="danger" onClick={() => write.mutate({ action: "unpublish", body: { version } })} disabled={write.isPending}>
                Yayından kaldır
              </Button>
            )}
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <FormField label="Yayın zamanı (Türkiye saati)" type="datetime-local" value={scheduledAt} onChange={(event) => setScheduledAt(event.target.value)} />
            <Button type="button" variant="outline" onClick={() => void submit("schedule", { scheduledAt })} disabled={write.isPending || !scheduledAt}>
              Zamanla
            </Button>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}

function Revisions({ documentKey, version }: { documentKey: string; version: number }) {
  const queryClient = useQueryClient();
  const revisions = useQuery({ queryKey: [...contentKey(documentKey), "revisions", version], queryFn: () => getJson<Revision[]>(`${api(documentKey)}/revisions`) });
  const [shown, setShown] = useState<{ id: number; changes: Change[] } | null>(null);
  const restore = useMutation({
    mutationFn: (id: number) => apiRequest("POST", `${api(documentKey)}/revisions/${id}/restore`, { version }),
    onSuccess: async () => {
      toast({ title: "Başarılı", description: "Sürüm taslak olarak geri yüklendi; yayınlamak için Yayınla'ya basın" });
      await queryClient.invalidateQueries({ queryKey: contentKey() });
    },
    onError: (error) => toast({ title: "Hata", description: serverMessage(error) ?? "Sürüm geri yüklenemedi", variant: "destructive" }),
  });
  const showChanges = async (id: number) => setShown({ id, ...(await getJson<{ changes: Change[] }>(`${api(documentKey)}/revisions/${id}`)) });

  return (
    <section aria-labelledby="revisions-heading" className="grid gap-3">
      <h2 id="revisions-heading" className="text-xl font-bold">
        Sürümler
      </h2>
      <QueryStates query={revisions} loadingText="Sürümler yükleniyor..." errorText="Sürümler yüklenemedi." emptyText="Henüz yayınlanmış bir sürüm yok.">
        {(list) => (
          <ul className="grid gap-2">
            {list.map((revision) => (
              <li key={revision.id} className="grid gap-2 rounded-lg border border-slate-200 bg-white p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    {REVISION_ACTIONS[revision.action] ?? revision.action} · {dateTime(revision.createdAt)}
                    {revision.username ? ` · ${revision.username}` : ""}
                  </span>
                  <span className="flex gap-2">
                    <Button type="button" size="sm" variant="outline" onClick={() => void showChanges(revision.id)}>
                      Farkları göster
                    </Button>
                    <Button type="button" size="sm" variant="outline" onClick={() => restore.mutate(revision.id)} disabled={restore.isPending}>
                      Taslak olarak geri yükle
                    </Button>
                  </span>
                </div>
                {shown?.id === revision.id && <ChangeList changes={shown.changes} />}
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}

/** What changed from the revision to the current version: removed words struck through, added ones underlined. */
function ChangeList({ changes }: { changes: Change[] }) {
  if (changes.length === 0) return <p className="text-sm text-slate-700">Bu sürüm şimdiki içerikle aynı.</p>;
  return (
    <dl className="grid gap-2 text-sm">
      {changes.map((change) => (
        <div key={change.field} className="grid gap-1 rounded bg-slate-50 p-2">
          <dt className="font-mono text-xs text-slate-700">{change.field}</dt>
          <dd>
            {change.parts.map((part, index) =>
              part.kind === "same" ? (
                <span key={index}>{part.text}</span>
              ) : part.kind === "added" ? (
                <ins key={index} className="bg-green-100 text-success-700">
                  {part.text}
                </ins>
              ) : (
                <del key={index} className="bg-red-100 text-danger-700">
                  {part.text}
                </del>
              ),
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
