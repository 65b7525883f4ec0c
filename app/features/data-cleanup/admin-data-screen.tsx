import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { z } from "zod";
import { AdminScreen } from "#app/components/admin/admin-screen";
import { useConfirm } from "#app/components/admin/confirm-dialog";
import { Button } from "#app/components/ui/button";
import { toast } from "#app/components/ui/use-toast";
import { getParsed } from "#app/admin/resource";
import { apiRequest } from "#app/http/api-client";
import { dataStatsQuery } from "./data-stats.queries";

const format = (value: number) => value.toLocaleString("tr-TR");

const previewSchema = z.object({ count: z.number().int().nonnegative(), message: z.string() });

/** The products resource (another feature's, handed in by the route): a tool changes its list, its items and the views read from them. */
type Products = { invalidate: (queryClient: QueryClient) => Promise<void> };

function useCleanup(path: string, failure: string, products: Products) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiRequest("POST", path)).json() as Promise<{ message: string }>,
    onSuccess: async (result) => {
      toast({ title: "Başarılı", description: result.message });
      await products.invalidate(queryClient);
    },
    onError: () => toast({ title: "Hata", description: failure, variant: "destructive" }),
  });
}

type ToolProps = {
  /** Where the tool is POSTed to run, and (a cleanup) GET to preview what it would change. */
  path: string;
  title: string;
  description: string;
  label: string;
  busyLabel: string;
  confirmLabel: string;
  failure: string;
  /** What running it does, when that is known without asking the server (otherwise a preview says it). */
  consequence?: string;
};

const TOOLS: ToolProps[] = [
  {
    path: "/api/admin/data-management/clean-duplicates", title: "Yinelenen ürünleri temizle", failure: "Temizlik işlemi başarısız",
    description: "Aynı ad ve markadaki ürünlerden en eskisi kalır; eksik bilgileri diğerlerinden tamamlanır, diğerleri silinir.",
    label: "Yinelenenleri Temizle", busyLabel: "Temizleniyor...", confirmLabel: "Yinelenenleri Sil",
  },
  {
    path: "/api/admin/data-management/fix-images", title: "Görselleri düzelt", failure: "Resim düzeltme işlemi başarısız",
    description: "Görsel yollarını düzenler; var olmayan yerel dosyalara işaret eden görselleri kaldırır.",
    label: "Görselleri Düzelt", busyLabel: "Düzeltiliyor...", confirmLabel: "Görselleri Düzelt",
  },
  {
    path: "/api/admin/page-cache/purge", title: "Sayfa önbelleğini temizle", failure: "Sayfa önbelleği temizlenemedi",
    description: "Ziyaretçilere hazır tutulan sayfalar her içerik değişikliğinde kendiliğinden yenilenir. Sitede eski bir görünüm kalırsa buradan tümünü silebilirsiniz.",
    label: "Önbelleği Temizle", busyLabel: "Temizleniyor...", confirmLabel: "Önbelleği Temizle",
    consequence: "Hazır tutulan tüm sayfalar silinecek; her sayfa bir sonraki ziyarette yeniden oluşturulur. İçerik değişmez.",
  },
];

/** One tool: what it does, and its button, which asks first (with what a cleanup's preview says it would change). */
function Tool({ path, title, description, label, busyLabel, confirmLabel, failure, consequence, products }: ToolProps & { products: Products }) {
  const run = useCleanup(path, failure, products);
  const confirm = useConfirm();
  const [previewing, setPreviewing] = useState(false);
  const ask = async () => {
    if (consequence) return confirm({ title, consequence, confirmLabel, run: () => run.mutateAsync() });
    setPreviewing(true);
    try {
      const preview = await getParsed(path, previewSchema);
      confirm({ title, consequence: preview.message, confirmLabel, nothingToDo: preview.count === 0, run: () => run.mutateAsync() });
    } catch {
      toast({ title: "Hata", description: "Yapılacak değişiklikler okunamadı. Lütfen tekrar deneyin.", variant: "destructive" });
    } finally {
      setPreviewing(false);
    }
  };
  return (
    <div>
      <h2 className="font-bold">{title}</h2>
      <p className="mt-1 text-sm text-slate-700">{description}</p>
      <Button className="mt-3" onClick={() => void ask()} disabled={run.isPending || previewing}>
        {run.isPending ? busyLabel : label}
      </Button>
    </div>
  );
}

/** /n1_admin/data-management: statistics, the two cleanups and the page-cache purge, each confirmed first. */
export function AdminDataScreen({ products }: { products: Products }) {
  const stats = useQuery(dataStatsQuery());
  const cards = stats.data
    ? [
        { title: "Ürünler", lines: [`Toplam: ${format(stats.data.products.total)}`, `Aktif: ${format(stats.data.products.active)}`, `Öne çıkan: ${format(stats.data.products.featured)}`, `Görselli: ${format(stats.data.products.withImages)}`] },
        { title: "Markalar", lines: [`Toplam: ${format(stats.data.brands.total)}`, `Aktif: ${format(stats.data.brands.active)}`] },
        { title: "Blog", lines: [`Toplam: ${format(stats.data.blog.total)}`, `Yayında: ${format(stats.data.blog.published)}`] },
        { title: "Destek İndirmeleri", lines: [`Toplam: ${format(stats.data.supportApps.total)}`, `Mobil: ${format(stats.data.supportApps.mobileApps)}`, `PC yazılımı: ${format(stats.data.supportApps.software)}`] },
      ]
    : [];
  return (
    <AdminScreen title="Veri Yönetimi">
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
        {TOOLS.map((tool) => (
          <Tool key={tool.path} {...tool} products={products} />
        ))}
      </section>
    </AdminScreen>
  );
}
