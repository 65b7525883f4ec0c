import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "#app/components/ui/button";
import { toast } from "#app/components/ui/use-toast";
import { adminKeys } from "#app/admin/query-keys";
import { apiRequest } from "#app/http/api-client";
import { dataStatsQuery } from "./data-stats.queries";

const format = (value: number) => value.toLocaleString("tr-TR");

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

/** /n1_admin/data-management: statistics and the two cleanups. */
export function AdminDataScreen() {
  const stats = useQuery(dataStatsQuery());
  const duplicates = useCleanup("/api/admin/data-management/clean-duplicates", "Temizlik işlemi başarısız");
  const images = useCleanup("/api/admin/data-management/fix-images", "Resim düzeltme işlemi başarısız");
  const pageCache = useCleanup("/api/admin/page-cache/purge", "Sayfa önbelleği temizlenemedi");
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
          <Button className="mt-3" onClick={() => duplicates.mutate()} disabled={duplicates.isPending}>
            {duplicates.isPending ? "Temizleniyor..." : "Yinelenenleri Temizle"}
          </Button>
        </div>
        <div>
          <h2 className="font-bold">Görselleri düzelt</h2>
          <p className="mt-1 text-sm text-slate-700">Görsel yollarını düzenler; var olmayan yerel dosyalara işaret eden görselleri kaldırır.</p>
          <Button className="mt-3" onClick={() => images.mutate()} disabled={images.isPending}>
            {images.isPending ? "Düzeltiliyor..." : "Görselleri Düzelt"}
          </Button>
        </div>
        <div>
          <h2 className="font-bold">Sayfa önbelleğini temizle</h2>
          <p className="mt-1 text-sm text-slate-700">
            Ziyaretçilere hazır tutulan sayfalar her içerik değişikliğinde kendiliğinden yenilenir. Sitede eski bir görünüm kalırsa buradan tümünü silebilirsiniz.
          </p>
          <Button className="mt-3" onClick={() => pageCache.mutate()} disabled={pageCache.isPending}>
            {pageCache.isPending ? "Temizleniyor..." : "Önbelleği Temizle"}
          </Button>
        </div>
      </section>
    </div>
  );
}
