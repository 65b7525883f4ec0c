import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useForm, type Resolver } from "react-hook-form";
import { QueryStates } from "#app/components/admin/query-states";
import { Button } from "#app/components/ui/button";
import { FormField } from "#app/components/ui/form-field";
import { IconButton } from "#app/components/ui/icon-button";
import { toast } from "#app/components/ui/use-toast";
import { adminKeys } from "#app/admin/query-keys";
import { apiRequest, serverMessage } from "#app/http/api-client";
import { siteSettingsQuery, type EditableSiteSettings } from "./site-settings.queries";
import { siteSettingsFormSchema } from "./site-settings.schema";

const SOCIAL_FIELDS = [
  ["instagram", "Instagram"],
  ["linkedin", "LinkedIn"],
  ["facebook", "Facebook"],
  ["youtube", "YouTube"],
  ["x", "X (Twitter)"],
] as const;
type SocialKey = (typeof SOCIAL_FIELDS)[number][0];

type Settings = EditableSiteSettings;
type FormValues = Omit<Settings, "socialLinks" | "mapEmbedUrl" | "supplierUrl" | "geoLatitude" | "geoLongitude" | "contactRetentionMonths" | "updatedAt"> & {
  socialLinks: Record<SocialKey, string>;
  mapEmbedUrl: string;
  supplierUrl: string;
  geoLatitude: string;
  geoLongitude: string;
  contactRetentionMonths: string;
};


function toFormValues(settings: Settings): FormValues {
  return {
    ...settings,
    socialLinks: Object.fromEntries(SOCIAL_FIELDS.map(([key]) => [key, settings.socialLinks[key] ?? ""])) as Record<SocialKey, string>,
    mapEmbedUrl: settings.mapEmbedUrl ?? "",
    supplierUrl: settings.supplierUrl ?? "",
    geoLatitude: String(settings.geoLatitude),
    geoLongitude: String(settings.geoLongitude),
    contactRetentionMonths: String(settings.contactRetentionMonths),
  };
}

/** /n1_admin/settings: the company identity the public pages show, and the operational settings. */
export function AdminSettingsScreen() {
  const settings = useQuery(siteSettingsQuery());
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold">Site Ayarları</h1>
        <p className="mt-1 text-slate-700">Firma bilgileri sitenin üst bilgisinde, alt bilgisinde ve iletişim sayfalarında kullanılır.</p>
      </div>
      <QueryStates query={settings} loadingText="Ayarlar yükleniyor..." errorText="Ayarlar yüklenirken bir hata oluştu.">
        {(loaded) => (
          <SettingsForm settings={loaded} />
        )}
      </QueryStates>
    </div>
  );
}

function SettingsForm({ settings }: { settings: Settings }) {
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({
    resolver: zodResolver(siteSettingsFormSchema as never, undefined, { raw: true }) as unknown as Resolver<FormValues>,
    values: toFormValues(settings),
  });
  const workingHours = useFieldArray({ control: form.control, name: "workingHours" });
  const save = useMutation({
    mutationFn: (values: FormValues) => apiRequest("PUT", "/api/admin/settings", { ...values, updatedAt: settings.updatedAt }),
    onSuccess: async () => {
      toast({ title: "Başarılı", description: "Ayarlar kaydedildi" });
      await queryClient.invalidateQueries({ queryKey: adminKeys.settings() });
    },
    onError: (error) => toast({ title: "Hata", description: serverMessage(error) ?? "Ayarlar kaydedilirken hata oluştu", variant: "destructive" }),
  });
  const { errors } = form.formState;
  const message = (error: { message?: string } | undefined) => error?.message;

  return (
    <form className="grid gap-6" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <fieldset className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2">
        <legend className="px-1 text-lg font-bold text-navy-900">Firma bilgileri</legend>
        <FormField label="Firma adı" error={message(errors.companyName)} {...form.register("companyName")} />
        <FormField label="E-posta" type="email" error={message(errors.email)} {...form.register("email")} />
        <FormField label="Telefon" type="tel" error={message(errors.phonePrimary)} {...form.register("phonePrimary")} />
        <FormField label="İkinci telefon" type="tel" error={message(errors.phoneSecondary)} {...form.register("phoneSecondary")} />
        <FormField label="WhatsApp numarası" type="tel" error={message(errors.whatsappNumber)} {...form.register("whatsappNumber")} />
        <FormField label="Adres" error={message(errors.address)} {...form.register("address")} />
      </fieldset>

      <fieldset className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5">
        <legend className="px-1 text-lg font-bold text-navy-900">Çalışma saatleri</legend>
        {workingHours.fields.map((row, index) => (
          <div key={row.id} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2">
            <FormField label={`Günler ${index + 1}`} error={message(errors.workingHours?.[index]?.days)} {...form.register(`workingHours.${index}.days`)} />
            <FormField label={`Saatler ${index + 1}`} error={message(errors.workingHours?.[index]?.hours)} {...form.register(`workingHours.${index}.hours`)} />
            <IconButton icon={Trash2} tone="danger" label={`${index + 1}. çalışma saati satırını sil`} onClick={() => workingHours.remove(index)} />
          </div>
        ))}
        {errors.workingHours?.root?.message && <p className="text-sm text-danger-700">{errors.workingHours.root.message}</p>}
        {errors.workingHours?.message && <p className="text-sm text-danger-700">{errors.workingHours.message}</p>}
        <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => workingHours.append({ days: "", hours: "" })} disabled={workingHours.fields.length >= 7}>
          <Plus aria-hidden="true" className="size-4" /> Satır ekle
        </Button>
      </fieldset>

      <fieldset className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2">
        <legend className="px-1 text-lg font-bold text-navy-900">Sosyal medya</legend>
        {SOCIAL_FIELDS.map(([key, label]) => (
          <FormField key={key} label={label} placeholder="https://…" error={message(errors.socialLinks?.[key])} {...form.register(`socialLinks.${key}`)} />
        ))}
      </fieldset>

      <fieldset className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2">
        <legend className="px-1 text-lg font-bold text-navy-900">Harita ve konum</legend>
        <div className="sm:col-span-2">
          <FormField
            label="Google Haritalar yerleştirme adresi"
            placeholder="https://www.google.com/maps/embed?pb=…"
            error={message(errors.mapEmbedUrl)}
            {...form.register("mapEmbedUrl")}
          />
        </div>
        <FormField label="Enlem" inputMode="decimal" error={message(errors.geoLatitude)} {...form.register("geoLatitude")} />
        <FormField label="Boylam" inputMode="decimal" error={message(errors.geoLongitude)} {...form.register("geoLongitude")} />
      </fieldset>

      <fieldset className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2">
        <legend className="px-1 text-lg font-bold text-navy-900">İşletim</legend>
        <FormField label="Tedarikçi katalog adresi" placeholder="https://…" error={message(errors.supplierUrl)} {...form.register("supplierUrl")} />
        <FormField
          label="İletişim mesajlarının saklama süresi (ay)"
          inputMode="numeric"
          error={message(errors.contactRetentionMonths)}
          {...form.register("contactRetentionMonths")}
        />
      </fieldset>

      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Kaydediliyor..." : "Kaydet"}
        </Button>
      </div>
    </form>
  );
}
