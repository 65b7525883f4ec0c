import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { z } from "zod";
import { useConfirmDialog } from "#app/components/admin/confirm-dialog";
import { Button } from "#app/components/ui/button";
import { toast } from "#app/components/ui/use-toast";
import { adminKeys } from "#app/admin/query-keys";
import { getParsed } from "#app/admin/resource";
import { apiRequest } from "#app/http/api-client";
import { dataStatsQuery } from "./data-stats.queries";

const format = (value: number) => value.toLocaleString("tr-TR");

const previewSchema = z.object({ count: z.number().int().nonnegative(), message: z.string() });

function useCleanup(path: string, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiRequest("POST", path)).json() as Promise<{ message: string }>,
    onSuccess: async (result) => {
      toast({ title: "Başarılı", description: result.message });
      // A cleanup changes products: their list and items, and the views read from them.
      for (const queryKey of [adminKeys.resource("products"), adminKeys.dataStats(), adminKeys.seoAnalysis()]) await queryClient.invalidateQueries({ queryKey });
    },
    onError: () => toast({ title: "Hata", description: failure, variant: "destructive" }),
  });
}

/** /n1_admin/data-management: statistics, the two cleanups and the page-cache purge, each confirmed first. */
export function AdminDataScreen() {
  const stats = useQuery(dataStatsQuery());
  const duplicates = useCleanup("/api/admin/data-management/clean-duplicates", "Temizlik işlemi başarısız");
  const images = useCleanup("/api/admin/data-management/fix-images", "Resim düzeltme işlemi başarısız");
  const pageCache = useCleanup("/api/admin/page-cache/purge", "Sayfa önbelleği temizlenemedi");
  const { confirm, dialog: confirmDialog } = useConfirmDialog();
  const [previewing, setPreviewing] = useState(false);
  /** Asks the server what a cleanup would change, then confirms with that (or only informs when nothing). */
  const confirmCleanup = async (path: string, title: string, confirmLabel: string, cleanup: typeof duplicates) => {
    setPreviewing(true);
    try {
      const preview = await getParsed(path, previewSchema);
      confirm({ title, consequence: preview.message, confirmLabel, nothingToDo: preview.count === 0, run: () => cleanup.mutateAsync() });
    } catch {
      toast({ title: "Hata", description: "Yapılacak değişiklikler okunamadı. Lütfen tekrar deneyin.", variant: "destructive" });
    } finally {
      setPreviewing(false);
    }
  };
  const cards = stats.data
    ? [
        { title: "Ürünler", lines: [`Toplam: ${format(stats.data.products.total)}`, `Aktif: ${format(stats.data.products.active)}`, `Öne çıkan: ${format(stats.data.products.featured)}`, `Görselli: ${format(stats.data.products.withImages)}`] },
        { title: "Markalar", lines: [`Toplam: ${format(stats.data.brands.total)}`, `Aktif: ${format(stats.data.brands.active)}`] },
        { title: "Blog", lines: [`Toplam: ${format(stats.data.blog.total)}`, `Yayında: ${format(stats.data.blog.published)}`] },
        { title: "Destek İndirmeleri", lines: [`Toplam: ${format(stats.data.supportApps.total)}`, `Mobil: ${format(stats.data.supportApps.mobileApps)}`, `PC yazılımı: ${format(stats.data.supportApps.software)}`] },
      ]
    : [];
  return (
    <div className="grid gap-6">
      {confirmDialog}
      <h1 className="text-2xl font-bold">Veri Yönetimi</h1>
      {stats.isPending && <p role="status">İstatistikler yükleniyor...</p>}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.title} className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 className="font-bold">{card.title}</h2>
            <ul className="mt-2 text-sm text-slate-700">
              {card.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <section className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <h2 className="font-bold">Yinelenen ürünleri temizle</h2>
          <p className="mt-1 text-sm text-slate-700">Aynı ad ve markadaki ürünlerden en eskisi kalır; eksik bilgileri diğerlerinden tamamlanır, diğerleri silinir.</p>
          <Button
            className="mt-3"
            onClick={() => confirmCleanup("/api/admin/data-management/clean-duplicates", "Yinelenen ürünleri temizle", "Yinelenenleri Sil", duplicates)}
            disabled={duplicates.isPending || previewing}
          >
            {duplicates.isPending ? "Temizleniyor..." : "Yinelenenleri Temizle"}
          </Button>
        </div>
        <div>
          <h2 className="font-bold">Görselleri düzelt</h2>
          <p className="mt-1 text-sm text-slate-700">Görsel yollarını düzenler; var olmayan yerel dosyalara işaret eden görselleri kaldırır.</p>
          <Button
            className="mt-3"
            onClick={() => confirmCleanup("/api/admin/data-management/fix-images", "Görselleri düzelt", "Görselleri Düzelt", images)}
            disabled={images.isPending || previewing}
          >
            {images.isPending ? "Düzeltiliyor..." : "Görselleri Düzelt"}
          </Button>
        </div>
        <div>
          <h2 className="font-bold">Sayfa önbelleğini temizle</h2>
          <p className="mt-1 text-sm text-slate-700">
            Ziyaretçilere hazır tutulan sayfalar her içerik değişikliğinde kendiliğinden yenilenir. Sitede eski bir görünüm kalırsa buradan tümünü silebilirsiniz.
          </p>
          <Button
            className="mt-3"
            onClick={() =>
              confirm({
                title: "Sayfa önbelleğini temizle",
                consequence: "Hazır tutulan tüm sayfalar silinecek; her sayfa bir sonraki ziyarette yeniden oluşturulur. İçerik değişmez.",
                confirmLabel: "Önbelleği Temizle",
                run: () => pageCache.mutateAsync(),
              })
            }
            disabled={pageCache.isPending}
          >
            {pageCache.isPending ? "Temizleniyor..." : "Önbelleği Temizle"}
          </Button>
        </div>
      </section>
    </div>
  );
}
