import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FileUp, Route as RouteIcon } from "lucide-react";
import { useState } from "react";
import { AdminScreen } from "#app/components/admin/admin-screen";
import { AdminTable, type Column } from "#app/components/admin/admin-table";
import { Badge } from "#app/components/admin/badge";
import { CsvDownloadLink } from "#app/components/admin/csv-download-link";
import { editAndRemoveButtons, ItemDialog, NewItemButton, useItemDialog, type ItemDialogTexts, type ItemForm } from "#app/components/admin/item-dialog";
import { QueryStates } from "#app/components/admin/query-states";
import { FilePickerButton } from "#app/components/admin/upload-field";
import { useRemoveItem } from "#app/components/admin/use-remove-item";
import { Button } from "#app/components/ui/button";
import { Dialog, DialogContent } from "#app/components/ui/dialog";
import { FormField, SelectField, TextareaField } from "#app/components/ui/form-field";
import { IconButton } from "#app/components/ui/icon-button";
import { toast } from "#app/components/ui/use-toast";
import { postFile, serverMessage } from "#app/http/api-client";
import type { ItemOf, RowOf } from "#app/admin/resource";
import { notFoundPathsResource, redirectFormSchema, redirectsResource } from "./redirects.resource";

const dateTime = new Intl.DateTimeFormat("tr-TR", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Istanbul" });
const number = (value: number) => value.toLocaleString("tr-TR");

type RedirectRow = RowOf<typeof redirectsResource>;
type NotFoundRow = RowOf<typeof notFoundPathsResource>;

const RULE_COLUMNS: Column<RedirectRow>[] = [
  {
    header: "Kaynak",
    cell: (rule) => (
      <>
        <span className="font-medium break-all text-navy-900">{rule.source}</span>
        {rule.matchQuery && <span className="block text-xs text-slate-700">Yalnızca bu sorgu</span>}
      </>
    ),
  },
  { header: "Hedef", cell: (rule) => <span className="break-all">{rule.target}</span> },
  {
    header: "Tür",
    cell: (rule) => (
      <>
        <Badge tone={rule.status === 301 ? "success" : "neutral"}>{rule.status === 301 ? "301 kalıcı" : "302 geçici"}</Badge>
        {rule.automatic && <span className="mt-1 block text-xs text-slate-700">Otomatik</span>}
      </>
    ),
  },
  {
    header: "İsabet",
    cell: (rule) => (
      <>
        <span className="font-semibold">{number(rule.hits)}</span>
        <span className="block text-xs text-slate-700">{rule.lastHitAt ? `Son: ${dateTime.format(new Date(rule.lastHitAt))}` : "Henüz yok"}</span>
      </>
    ),
  },
  { header: "Not", cell: (rule) => <span className="line-clamp-2 text-slate-700">{rule.note}</span> },
];

const DIALOG_TEXTS: ItemDialogTexts = {
  create: "Yeni Yönlendirme", edit: "Yönlendirmeyi Düzenle", loadFailed: "Yönlendirme yüklenemedi.",
  created: "Yönlendirme eklendi", updated: "Yönlendirme güncellendi",
  createFailed: "Yönlendirme eklenirken hata oluştu", updateFailed: "Yönlendirme güncellenirken hata oluştu",
};

function ruleValues(rule: ItemOf<typeof redirectsResource> | undefined, draftSource: string) {
  return {
    source: rule?.source ?? draftSource,
    ignoreQuery: false,
    target: rule?.target ?? "",
    status: rule?.status === 302 ? (302 as const) : (301 as const),
    note: rule?.note ?? "",
  };
}

function RuleFields({ form }: { form: ItemForm<typeof redirectFormSchema> }) {
  const { errors } = form.formState;
  return (
    <>
      <FormField label="Kaynak adres (eski adres, / ile başlar)" placeholder="/urunler.php?id=12" error={errors.source?.message} {...form.register("source")} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...form.register("ignoreQuery")} /> Sorgu dizesini yok say (adresin her sorgusu yönlendirilir)
      </label>
      <FormField label="Hedef adres (bu sitede bir yol ya da https:// adresi)" placeholder="/urunler" error={errors.target?.message} {...form.register("target")} />
      <SelectField
        label="Tür"
        error={errors.status?.message}
        options={[
          { value: "301", label: "301 – kalıcı taşındı" },
          { value: "302", label: "302 – geçici" },
        ]}
        {...form.register("status", { valueAsNumber: true })}
      />
      <TextareaField label="Not" error={errors.note?.message} {...form.register("note")} />
    </>
  );
}

type CsvReport = {
  dryRun: boolean;
  added: number;
  changed: number;
  unchanged: number;
  refused: number;
  rows: { row: number; source: string; target: string; action: "add" | "change" | "unchanged" | "refuse"; reason?: string }[];
};

const ACTION_LABELS: Record<CsvReport["rows"][number]["action"], string> = { add: "Eklenecek", change: "Değişecek", unchanged: "Değişmeyecek", refuse: "Reddedildi" };

/** CSV of rules: download everything, or upload an old site's list, see per row what it would do, then apply it. */
function RedirectCsvPanel() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{ file: File; report: CsvReport } | null>(null);
  const readReport = async (url: string, file: File) => (await (await postFile(url, file)).json()) as CsvReport;
  const preview = useMutation({
    mutationFn: async (file: File) => ({ file, report: await readReport(`${redirectsResource.path}/import?dryRun=1`, file) }),
    onSuccess: setPending,
    onError: (error) => toast({ title: "Hata", description: serverMessage(error) ?? "CSV dosyası okunamadı.", variant: "destructive" }),
  });
  const apply = useMutation({
    mutationFn: (file: File) => readReport(`${redirectsResource.path}/import`, file),
    onSuccess: async (report) => {
      setPending(null);
      toast({ title: "Başarılı", description: `${report.added} yönlendirme eklendi, ${report.changed} değişti, ${report.refused} satır reddedildi.` });
      await Promise.all([redirectsResource.invalidate(queryClient), notFoundPathsResource.invalidate(queryClient)]);
    },
    onError: (error) => toast({ title: "Hata", description: serverMessage(error) ?? "CSV içe aktarılamadı.", variant: "destructive" }),
  });
  const report = pending?.report;
  return (
    <>
      <CsvDownloadLink href={`${redirectsResource.path}/export.csv`} label="CSV İndir" />
      <FilePickerButton icon={FileUp} label="CSV Yükle" accept=".csv,text/csv" pending={preview.isPending} pendingLabel="Okunuyor..." onFile={(file) => preview.mutate(file)} />
      <Dialog open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
        <DialogContent title="CSV önizlemesi (deneme)" description={pending?.file.name} className="max-w-3xl">
          {report && (
            <div className="mt-4 grid gap-4">
              <p>
                {report.added} eklenecek, {report.changed} değişecek, {report.unchanged} değişmeyecek, {report.refused} satır reddedildi.
              </p>
              <AdminTable
                caption="CSV satırlarının sonucu"
                rows={report.rows.map((row) => ({ ...row, id: row.row }))}
                columns={[
                  { header: "Satır", cell: (row) => row.row },
                  { header: "Kaynak", cell: (row) => <span className="break-all">{row.source}</span> },
                  { header: "Hedef", cell: (row) => <span className="break-all">{row.target}</span> },
                  {
                    header: "Sonuç",
                    cell: (row) => (
                      <>
                        <Badge tone={row.action === "refuse" ? "danger" : row.action === "unchanged" ? "neutral" : "success"}>{ACTION_LABELS[row.action]}</Badge>
                        {row.reason && <span className="mt-1 block text-danger-700">{row.reason}</span>}
                      </>
                    ),
                  },
                ]}
              />
              <Button onClick={() => apply.mutate(pending.file)} disabled={apply.isPending || report.added + report.changed === 0}>
                {apply.isPending ? "Uygulanıyor..." : "Uygun Satırları Uygula"}
              </Button>
            </div>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}

const NOT_FOUND_COLUMNS: Column<NotFoundRow>[] = [
  { header: "Adres", cell: (row) => <span className="font-medium break-all text-navy-900">{row.path}</span> },
  { header: "Sayı", cell: (row) => number(row.count), className: "font-semibold sm:text-right" },
  { header: "Son", cell: (row) => dateTime.format(new Date(row.lastSeenAt)), className: "sm:whitespace-nowrap" },
  { header: "Gelen site", cell: (row) => row.referrerHost ?? "—" },
];

/**
 * /n1_admin/redirects: staff's redirect rules and the automatic ones (ADR 043), their CSV, and
 * "Bulunamayan sayfalar", the paths browsers got 404 for, most hit first; a row becomes a rule in
 * one step (the dialog opens with its path as the source).
 */
export function AdminRedirectsScreen() {
  const rules = useQuery(redirectsResource.listQuery());
  const notFound = useQuery(notFoundPathsResource.pageQuery(1));
  const [draftSource, setDraftSource] = useState("");
  const editor = useItemDialog(redirectsResource, DIALOG_TEXTS, { serverReasons: true });
  const remover = useRemoveItem(redirectsResource, { title: "Yönlendirmeyi sil", confirmLabel: "Yönlendirmeyi Sil", removed: "Yönlendirme silindi", failed: "Yönlendirme silinemedi" });
  const notFoundRemover = useRemoveItem(notFoundPathsResource, { title: "Kaydı sil", confirmLabel: "Kaydı Sil", removed: "Kayıt silindi.", failed: "Kayıt silinemedi." });
  const queryClient = useQueryClient();
  const openCreate = (source: string) => {
    setDraftSource(source);
    editor.openCreate();
  };
  return (
    <AdminScreen
      title="Yönlendirmeler"
      intro="Eski adresler (eski sitenin sayfaları, değişen kısa adlar) ziyaretçiyi ve Google'ı yeni adrese yönlendirir. Bir blog yazısının kısa adı değiştiğinde eski adres otomatik olarak yenisine yönlendirilir."
      actions={
        <>
          <NewItemButton label="Yeni Yönlendirme" onClick={() => openCreate("")} />
          <RedirectCsvPanel />
        </>
      }
    >
      <AdminTable
        query={rules}
        caption="Yönlendirmeler"
        columns={RULE_COLUMNS}
        states={{ loadingText: "Yönlendirmeler yükleniyor...", errorText: "Yönlendirmeler yüklenirken bir hata oluştu.", emptyText: "Henüz yönlendirme yok" }}
        actions={(rule) => editAndRemoveButtons(editor, remover, rule.id, `${rule.source} yönlendirmesini`, `${rule.source} adresi artık yönlendirilmeyecek. Bu işlem geri alınamaz.`)}
      />
      <ItemDialog
        {...editor.dialog}
        resource={{
          ...redirectsResource,
          // A rule made from the not-found log takes its row away.
          invalidate: async (client) => {
            await Promise.all([redirectsResource.invalidate(client), notFoundPathsResource.invalidate(queryClient)]);
          },
        }}
        schema={redirectFormSchema}
        values={(rule) => ruleValues(rule, draftSource)}
        className="max-w-xl"
      >
        {(form) => <RuleFields form={form} />}
      </ItemDialog>
      <section aria-labelledby="bulunamayan-sayfalar" className="grid gap-3">
        <h2 id="bulunamayan-sayfalar" className="text-xl font-bold">
          Bulunamayan sayfalar
        </h2>
        <p className="text-slate-700">
          Tarayıcıların “sayfa bulunamadı” (404) yanıtı aldığı adresler, en sık rastlananlar önce. Botlar, tarayıcı bilgisi göndermeyen istekler ve bilinen saldırı
          taramaları (ör. /wp-admin, .php, .env) sayılmaz; sorgu dizesi, ziyaretçinin adresi ya da tam yönlendiren sayfa saklanmaz, yalnızca gelen sitenin adı. En çok rastlanan
          1.000 adres saklanır.
        </p>
        <QueryStates query={notFound} loadingText="Kayıtlar yükleniyor..." errorText="Kayıtlar yüklenirken bir hata oluştu." emptyText="Bulunamayan sayfa kaydı yok">
          {({ items, total }) => (
            <>
              <AdminTable
                rows={items}
                caption="Bulunamayan sayfalar, en sık rastlananlar önce"
                columns={NOT_FOUND_COLUMNS}
                actions={(row) => (
                  <>
                    <IconButton icon={RouteIcon} label={`${row.path} için yönlendirme oluştur`} onClick={() => openCreate(row.path)} />
                    {notFoundRemover.removeButton(row.id, `${row.path} kaydını sil`, `${row.path} listeden silinecek; yeniden rastlanırsa sayım baştan başlar.`)}
                  </>
                )}
              />
              {total > items.length && (
                <p className="text-sm text-slate-700">
                  En sık rastlanan {number(items.length)} adres gösteriliyor (toplam {number(total)}).
                </p>
              )}
            </>
          )}
        </QueryStates>
      </section>
    </AdminScreen>
  );
}
