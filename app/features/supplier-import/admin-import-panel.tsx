import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button";
import { toast } from "#app/components/ui/use-toast";
import { adminKeys } from "#app/admin/query-keys";
import { apiRequest, serverMessage } from "#app/http/api-client";
import { fetchImportJob, importJobSchema, importJobsQuery, type ImportJobView as Job } from "./supplier-import.queries";
import { SupplierProfileForm } from "./supplier-profile-form";

const POLL_MS = 700;
/** The scrape failure, the toast's title; the reason (the server's detail) goes under it. */
const SCRAPE_FAILED = "Veri çekilirken bir hata oluştu.";
const PHASE_LABELS: Record<Job["progress"]["phase"], string> = {
  fetching: "Sayfalar taranıyor",
  images: "Görseller indiriliyor",
  saving: "Ürünler kaydediliyor",
  done: "Tamamlandı",
};
const dateTime = new Intl.DateTimeFormat("tr-TR", { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Istanbul" });

/**
 * 'Ürünleri Çek': starts a supplier import with the saved profile in the background, shows its
 * progress (pages and products scanned), toasts the result message (docs/product.md#admin-area), and lists
 * the last runs with their errors. The guided profile form below previews a profile and imports with it.
 * `products` is the products resource (another feature's, handed in by the route), whose views an import
 * changes.
 */
export function SupplierImportPanel({ products }: { products: { invalidate: (queryClient: QueryClient) => Promise<void> } }) {
  const queryClient = useQueryClient();
  const jobs = useQuery(importJobsQuery());
  const [progress, setProgress] = useState<Job["progress"] | null>(null);
  const run = useMutation({
    // Starts the job, then follows it until it ends.
    mutationFn: async () => {
      let job = importJobSchema.parse(await (await apiRequest("POST", "/api/admin/imports")).json());
      while (job.status === "running") {
        setProgress(job.progress);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        job = await fetchImportJob(job.id);
      }
      return job;
    },
    onSuccess: async (job) => {
      if (job.status === "succeeded" && job.result) {
        toast({ title: "Başarılı", description: `${job.result.insertedCount} yeni ürün eklendi. Toplam ${job.result.scrapedCount} ürün tarandı.` });
      } else {
        toast({ title: SCRAPE_FAILED, description: job.error ?? undefined, variant: "destructive" });
      }
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.importJobs() }), products.invalidate(queryClient)]);
    },
    onError: (error) => toast({ title: SCRAPE_FAILED, description: serverMessage(error), variant: "destructive" }),
    onSettled: () => setProgress(null),
  });
  const running = run.isPending;
  return (
    <section aria-labelledby="supplier-import-heading" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="supplier-import-heading" className="text-lg font-bold">
            Tedarikçiden ürün aktarma
          </h2>
          <p className="text-sm text-slate-700">Yeni ürünler pasif olarak eklenir; kontrol edip yayına alabilirsiniz.</p>
        </div>
        <Button variant="outline" onClick={() => run.mutate()} disabled={running}>
          <Download aria-hidden="true" className="size-4" /> {running ? "Ürünler çekiliyor..." : "Ürünleri Çek"}
        </Button>
      </div>
      {running && (
        <div role="status" className="grid gap-1.5">
          <progress className="h-2 w-full accent-accent-600" aria-label="İçe aktarma ilerlemesi" />
          <p className="text-sm text-slate-700">
            {progress ? `${PHASE_LABELS[progress.phase]}: ${progress.pagesScanned} sayfa, ${progress.productsScanned} ürün tarandı` : "Başlatılıyor..."}
          </p>
        </div>
      )}
      <details>
        <summary className="cursor-pointer text-sm font-semibold text-navy-900">Tedarikçi profili</summary>
        <div className="mt-3">
          <SupplierProfileForm
            importing={running}
            onImport={async () => {
              await run.mutateAsync().catch(() => undefined);
            }}
          />
        </div>
      </details>
      {jobs.data && jobs.data.length > 0 && (
        <details>
          <summary className="cursor-pointer text-sm font-semibold text-navy-900">Son aktarmalar</summary>
          <ul className="mt-2 divide-y divide-slate-100 text-sm">
            {jobs.data.map((job) => (
              <li key={job.id} className="py-2">
                <span className="font-medium">{dateTime.format(new Date(job.createdAt))}</span> ·{" "}
                {job.status === "running"
                  ? "Sürüyor"
                  : job.status === "succeeded"
                    ? `${job.result?.insertedCount ?? 0} yeni, ${job.result?.scrapedCount ?? 0} taranan`
                    : `Başarısız: ${job.error ?? ""}`}
                {job.result && job.result.errors.length > 0 && (
                  <ul className="mt-1 list-disc pl-5 text-slate-700">
                    {job.result.errors.slice(0, 10).map((error) => (
                      <li key={error}>{error}</li>
                    ))}
                    {job.result.errors.length > 10 && <li>ve {job.result.errors.length - 10} hata daha</li>}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
