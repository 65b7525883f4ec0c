import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { z } from "zod";
import { AdminScreen } from "#app/components/admin/admin-screen";
import { Button } from "#app/components/ui/button";
import { FormField } from "#app/components/ui/form-field";
import { toast } from "#app/components/ui/use-toast";
import { ApiError, apiRequest, serverFieldErrors, serverMessage } from "#app/http/api-client";
import { landingSlugSchema, newLandingBodySchema } from "./content-admin.schema";

/* Landing pages staff add (ADR 041): the new-page form, and the address form of such a page's editor. */

type NewLanding = z.input<typeof newLandingBodySchema>;

/** Field errors from a refused write (400 or 409) beside their fields, the message in a toast. */
function showRefusal(error: unknown, setError: (field: "slug" | "title", message: string) => void, fallback: string) {
  for (const [field, message] of Object.entries(serverFieldErrors(error))) if (field === "slug" || field === "title") setError(field, message);
  toast({ title: "Hata", description: serverMessage(error) ?? fallback, variant: "destructive" });
}

/** /n1_admin/content/new: a title and an address; the page opens in the editor as a draft. */
export function AdminNewLandingScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<NewLanding>({ resolver: zodResolver(newLandingBodySchema), defaultValues: { title: "", slug: "" } });
  const create = useMutation({
    mutationFn: async (body: NewLanding) => (await (await apiRequest("POST", "/api/admin/content", body)).json()) as { key: string },
    onSuccess: async (created) => {
      toast({ title: "Başarılı", description: "Sayfa taslak olarak oluşturuldu; metinlerini yazıp yayınlayın" });
      await queryClient.invalidateQueries({ queryKey: ["admin", "content"] });
      await navigate(`/n1_admin/content/${created.key}`);
    },
    onError: (error) => showRefusal(error, (field, message) => form.setError(field, { message }), "Sayfa oluşturulamadı"),
  });
  const { errors } = form.formState;
  return (
    <AdminScreen title="Yeni Tanıtım Sayfası" intro="Hizmet tanıtım sayfalarının düzeninde yeni bir sayfa: sitenin kök adresinde yayınlanır (ör. /kocaeli-plaka-tanima-sistemleri).">
      <form className="grid max-w-xl gap-4" noValidate onSubmit={form.handleSubmit((body) => create.mutate(body))}>
        <FormField label="Sayfa başlığı" error={errors.title?.message} {...form.register("title")} />
        <FormField label="Sayfa adresi (sitenin adresinden sonra gelen kısım)" placeholder="kocaeli-plaka-tanima-sistemleri" error={errors.slug?.message} {...form.register("slug")} />
        <div>
          <Button type="submit" variant="accent" disabled={create.isPending}>
            Sayfayı oluştur
          </Button>
        </div>
      </form>
    </AdminScreen>
  );
}

const slugFormSchema = (current: string) => z.object({ slug: landingSlugSchema.refine((slug) => `/${slug}` !== current, "Sayfa zaten bu adreste.") });

/** The address of a staff landing page; once the page has been public, the old address keeps working through a 301. */
export function LandingSlugForm({ documentKey, path, version }: { documentKey: string; path: string; version: number }) {
  const queryClient = useQueryClient();
  const form = useForm<{ slug: string }>({ resolver: zodResolver(slugFormSchema(path)), defaultValues: { slug: path.slice(1) } });
  const move = useMutation({
    mutationFn: (slug: string) => apiRequest("POST", `/api/admin/content/${documentKey}/slug`, { version, slug }),
    onSuccess: async () => {
      toast({ title: "Başarılı", description: "Sayfa adresi değişti; yayınlanmış sayfanın eski adresi yeni adrese yönlendiriliyor" });
      await queryClient.invalidateQueries({ queryKey: ["admin", "content"] });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409 && !serverFieldErrors(error).slug) {
        toast({ title: "Hata", description: serverMessage(error) ?? "Sayfa başka biri tarafından değiştirildi; sayfayı yenileyin", variant: "destructive" });
        return;
      }
      showRefusal(error, (_field, message) => form.setError("slug", { message }), "Adres değiştirilemedi");
    },
  });
  return (
    <form className="flex flex-wrap items-end gap-2 rounded-lg border border-slate-200 bg-white p-4" noValidate onSubmit={form.handleSubmit(({ slug }) => move.mutate(slug))}>
      <FormField label="Sayfa adresi" error={form.formState.errors.slug?.message} {...form.register("slug")} />
      <Button type="submit" variant="outline" disabled={move.isPending}>
        Adresi değiştir
      </Button>
    </form>
  );
}
