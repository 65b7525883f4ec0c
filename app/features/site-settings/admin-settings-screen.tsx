import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useForm } from "react-hook-form";
import type { z } from "zod";
import { AdminScreen } from "#app/components/admin/admin-screen";
import { QueryStates } from "#app/components/admin/query-states";
import { Button } from "#app/components/ui/button";
import { FormField } from "#app/components/ui/form-field";
import { IconButton } from "#app/components/ui/icon-button";
import { toast } from "#app/components/ui/use-toast";
import { adminKeys } from "#app/admin/query-keys";
import { ROLE_LABELS, STAFF_ROLES } from "#app/domain/staff-roles";
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

type Settings = EditableSiteSettings;

/** What the inputs hold: text, empty where a setting is unset. */
function toFormValues(settings: Settings): z.input<typeof siteSettingsFormSchema> {
  return {
    ...settings,
    socialLinks: Object.fromEntries(SOCIAL_FIELDS.map(([key]) => [key, settings.socialLinks[key] ?? ""])),
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
    <AdminScreen title="Site Ayarları" intro="Firma bilgileri sitenin üst bilgisinde, alt bilgisinde ve iletişim sayfalarında kullanılır.">
      <QueryStates query={settings} loadingText="Ayarlar yükleniyor..." errorText="Ayarlar yüklenirken bir hata oluştu.">
        {(loaded) => <SettingsForm settings={loaded} />}
      </QueryStates>
    </AdminScreen>
  );
}

/** A group of settings under its heading. */
function Section({ legend, className, children }: { legend: string; className: string; children: React.ReactNode }) {
  return (
    <fieldset className={`grid rounded-xl border border-slate-200 bg-white p-5 ${className}`}>
      <legend className="px-1 text-lg font-bold text-navy-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

function SettingsForm({ settings }: { settings: Settings }) {
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof siteSettingsFormSchema>, unknown, z.output<typeof siteSettingsFormSchema>>({
    resolver: zodResolver(siteSettingsFormSchema),
    values: toFormValues(settings),
  });
  const workingHours = useFieldArray({ control: form.control, name: "workingHours" });
  const save = useMutation({
    mutationFn: (values: z.output<typeof siteSettingsFormSchema>) => apiRequest("PUT", "/api/admin/settings", { ...values, updatedAt: settings.updatedAt }),
    onSuccess: async () => {
      toast({ title: "Başarılı", description: "Ayarlar kaydedildi" });
      await queryClient.invalidateQueries({ queryKey: adminKeys.settings() });
    },
    onError: (error) => toast({ title: "Hata", description: serverMessage(error) ?? "Ayarlar kaydedilirken hata oluştu", variant: "destructive" }),
  });
  const { errors } = form.formState;

  return (
    <form className="grid gap-6" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <Section legend="Firma bilgileri" className="gap-4 sm:grid-cols-2">
        <FormField label="Firma adı" error={errors.companyName?.message} {...form.register("companyName")} />
        <FormField label="E-posta" type="email" error={errors.email?.message} {...form.register("email")} />
        <FormField label="Telefon" type="tel" error={errors.phonePrimary?.message} {...form.register("phonePrimary")} />
        <FormField label="İkinci telefon" type="tel" error={errors.phoneSecondary?.message} {...form.register("phoneSecondary")} />
        <FormField label="WhatsApp numarası" type="tel" error={errors.whatsappNumber?.message} {...form.register("whatsappNumber")} />
        <FormField label="Adres" error={errors.address?.message} {...form.register("address")} />
      </Section>

      <Section legend="Çalışma saatleri" className="gap-3">
        {workingHours.fields.map((row, index) => (
          <div key={row.id} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2">
            <FormField label={`Günler ${index + 1}`} error={errors.workingHours?.[index]?.days?.message} {...form.register(`workingHours.${index}.days`)} />
            <FormField label={`Saatler ${index + 1}`} error={errors.workingHours?.[index]?.hours?.message} {...form.register(`workingHours.${index}.hours`)} />
            <IconButton icon={Trash2} tone="danger" label={`${index + 1}. çalışma saati satırını sil`} onClick={() => workingHours.remove(index)} />
          </div>
        ))}
        {errors.workingHours?.root?.message && <p className="text-sm text-danger-700">{errors.workingHours.root.message}</p>}
        {errors.workingHours?.message && <p className="text-sm text-danger-700">{errors.workingHours.message}</p>}
        <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => workingHours.append({ days: "", hours: "" })} disabled={workingHours.fields.length >= 7}>
          <Plus aria-hidden="true" className="size-4" /> Satır ekle
        </Button>
      </Section>

      <Section legend="Sosyal medya" className="gap-4 sm:grid-cols-2">
        {SOCIAL_FIELDS.map(([key, label]) => (
          <FormField key={key} label={label} placeholder="https://…" error={errors.socialLinks?.[key]?.message} {...form.register(`socialLinks.${key}`)} />
        ))}
      </Section>

      <Section legend="Harita ve konum" className="gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormField label="Google Haritalar yerleştirme adresi" placeholder="https://www.google.com/maps/embed?pb=…" error={errors.mapEmbedUrl?.message} {...form.register("mapEmbedUrl")} />
        </div>
        <FormField label="Enlem" inputMode="decimal" error={errors.geoLatitude?.message} {...form.register("geoLatitude")} />
        <FormField label="Boylam" inputMode="decimal" error={errors.geoLongitude?.message} {...form.register("geoLongitude")} />
      </Section>

      <Section legend="İşletim" className="gap-4 sm:grid-cols-2">
        <FormField label="Tedarikçi katalog adresi" placeholder="https://…" error={errors.supplierUrl?.message} {...form.register("supplierUrl")} />
        <FormField label="İletişim mesajlarının saklama süresi (ay)" inputMode="numeric" error={errors.contactRetentionMonths?.message} {...form.register("contactRetentionMonths")} />
      </Section>

      <Section legend="Güvenlik" className="gap-3">
        <fieldset aria-describedby="two-factor-roles-hint" className="grid gap-2">
          <legend className="text-sm font-medium text-navy-900">İki adımlı doğrulama zorunlu roller</legend>
          <p id="two-factor-roles-hint" className="text-sm text-slate-700">
            Seçilen rollerdeki kullanıcılar, iki adımlı doğrulamayı etkinleştirmeden yönetim panelini kullanamaz; bir sonraki isteklerinde etkinleştirme sayfasına yönlendirilir.
          </p>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {STAFF_ROLES.map((role) => (
              <label key={role} className="inline-flex items-center gap-2 text-sm">
                <input type="checkbox" value={role} className="size-4" {...form.register("twoFactorRoles")} />
                {ROLE_LABELS[role]}
              </label>
            ))}
          </div>
          {errors.twoFactorRoles?.message && <p className="text-sm text-danger-700">{errors.twoFactorRoles.message}</p>}
        </fieldset>
      </Section>

      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Kaydediliyor..." : "Kaydet"}
        </Button>
      </div>
    </form>
  );
}
