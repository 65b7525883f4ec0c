import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { QueryStates } from "#app/components/admin/query-states";
import { Button } from "#app/components/ui/button";
import { FormField } from "#app/components/ui/form-field";
import { toast } from "#app/components/ui/use-toast";
import { apiRequest, serverMessage } from "#app/http/api-client";
import {
  currentPasswordSchema,
  passwordAndCodeSchema,
  twoFactorCodeSchema,
  type CurrentPasswordInput,
  type PasswordAndCodeInput,
  type TwoFactorCodeInput,
} from "./auth.schema";
import { OneTimeCodeField } from "./one-time-code-field";
import { adminKeys } from "#app/admin/query-keys";
import { adminView } from "#app/admin/resource";
import { z } from "zod";

/** `GET /api/auth/2fa`, and what `POST /api/auth/2fa/setup` answers. */
const statusSchema = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int(), required: z.boolean() });
const enrolmentSchema = z.object({ secret: z.string(), otpauthUri: z.string(), qrCodeDataUrl: z.string() });
type Enrolment = z.output<typeof enrolmentSchema>;
const statusQuery = () => adminView(adminKeys.twoFactor(), "/api/auth/2fa", statusSchema);

const failed = (fallback: string) => (error: unknown) =>
  toast({ title: "Hata", description: serverMessage(error) ?? fallback, variant: "destructive" });

/** "İki adımlı doğrulama": enrol (QR, secret, confirming code, recovery codes once) or turn it off. */
export function TwoFactorSection() {
  const status = useQuery(statusQuery());
  return (
    <section aria-labelledby="two-factor-heading" className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="two-factor-heading" className="flex items-center gap-2 text-xl font-bold text-navy-900">
        <ShieldCheck aria-hidden="true" className="size-5" /> İki adımlı doğrulama
      </h2>
      <QueryStates query={status} loadingText="Durum yükleniyor..." errorText="İki adımlı doğrulama durumu yüklenemedi.">
        {(current) => (current.enabled ? <EnabledState status={current} /> : <Enrol required={current.required} />)}
      </QueryStates>
    </section>
  );
}

/** Enrolment: the password, then the QR code and a confirming code (sent with the same password), then the recovery codes. */
function Enrol({ required }: { required: boolean }) {
  const queryClient = useQueryClient();
  const [enrolment, setEnrolment] = useState<(Enrolment & CurrentPasswordInput) | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const passwordForm = useForm<CurrentPasswordInput>({ resolver: zodResolver(currentPasswordSchema), defaultValues: { password: "" } });
  const form = useForm<TwoFactorCodeInput>({ resolver: zodResolver(twoFactorCodeSchema), defaultValues: { code: "" } });
  const start = useMutation({
    mutationFn: async (input: CurrentPasswordInput) => ({
      ...enrolmentSchema.parse(await (await apiRequest("POST", "/api/auth/2fa/setup", input)).json()),
      password: input.password,
    }),
    onSuccess: setEnrolment,
    onError: failed("Etkinleştirme başlatılamadı."),
  });
  const confirm = useMutation({
    mutationFn: async (input: PasswordAndCodeInput) =>
      (await apiRequest("POST", "/api/auth/2fa/confirm", input)).json() as Promise<{ recoveryCodes: string[] }>,
    onSuccess: ({ recoveryCodes: codes }) => {
      setEnrolment(null);
      setRecoveryCodes(codes);
      toast({ title: "Başarılı", description: "İki adımlı doğrulama etkinleştirildi. Diğer oturumlarınız kapatıldı." });
    },
    onError: failed("Doğrulama kodu hatalı."),
  });

  if (recoveryCodes) {
    const done = async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.twoFactor() });
      await queryClient.invalidateQueries({ queryKey: adminKeys.currentUser() });
    };
    return (
      <div className="mt-4 grid gap-3">
        <p className="text-sm text-slate-700">
          Kurtarma kodlarınız aşağıda. Her biri yalnızca bir kez kullanılabilir ve bir daha gösterilmeyecek: güvenli bir yere kaydedin.
        </p>
        <ul aria-label="Kurtarma kodları" className="grid grid-cols-2 gap-2 font-mono text-sm">
          {recoveryCodes.map((code) => (
            <li key={code} className="rounded bg-slate-100 px-3 py-1.5">
              {code}
            </li>
          ))}
        </ul>
        <div>
          <Button type="button" onClick={() => void done()}>
            Kodları kaydettim
          </Button>
        </div>
      </div>
    );
  }

  if (!enrolment) {
    const passwordErrors = passwordForm.formState.errors;
    return (
      <div className="mt-4 grid gap-3">
        <p className="text-sm text-slate-700">
          {required
            ? "Bu sunucuda yönetim paneli için iki adımlı doğrulama zorunludur. Devam etmek için etkinleştirin."
            : "Girişte şifrenize ek olarak kimlik doğrulama uygulamanızdaki (Google Authenticator, Microsoft Authenticator vb.) kodu ister."}
        </p>
        <form className="grid max-w-xs gap-3" noValidate onSubmit={passwordForm.handleSubmit((input) => start.mutate(input))}>
          <p className="text-sm text-slate-700">Etkinleştirmek için şifrenizi girin. Onayladığınızda diğer oturumlarınız kapatılır.</p>
          <FormField
            label="Şifre"
            type="password"
            autoComplete="current-password"
            error={passwordErrors.password?.message}
            {...passwordForm.register("password")}
          />
          <div>
            <Button type="submit" disabled={start.isPending}>
              {start.isPending ? "Hazırlanıyor..." : "Etkinleştir"}
            </Button>
          </div>
        </form>
      </div>
    );
  }

  const { errors } = form.formState;
  return (
    <div className="mt-4 grid gap-4">
      <p className="text-sm text-slate-700">
        1. Kimlik doğrulama uygulamanızla QR kodunu okutun ya da anahtarı elle girin. 2. Uygulamanın gösterdiği 6 haneli kodu yazıp onaylayın.
      </p>
      <img src={enrolment.qrCodeDataUrl} alt="İki adımlı doğrulama için QR kodu" width={192} height={192} className="size-48 rounded border border-slate-200" />
      <p className="text-sm">
        Anahtar:{" "}
        <code data-testid="totp-secret" className="rounded bg-slate-100 px-2 py-1 font-mono break-all">
          {enrolment.secret}
        </code>
      </p>
      <form className="grid max-w-xs gap-3" noValidate onSubmit={form.handleSubmit((input) => confirm.mutate({ ...input, password: enrolment.password }))}>
        <OneTimeCodeField error={errors.code?.message} {...form.register("code")} />
        <div>
          <Button type="submit" disabled={confirm.isPending}>
            {confirm.isPending ? "Onaylanıyor..." : "Onayla"}
          </Button>
        </div>
      </form>
    </div>
  );
}

function EnabledState({ status }: { status: z.output<typeof statusSchema> }) {
  const queryClient = useQueryClient();
  const form = useForm<PasswordAndCodeInput>({ resolver: zodResolver(passwordAndCodeSchema), defaultValues: { password: "", code: "" } });
  const disable = useMutation({
    mutationFn: (input: PasswordAndCodeInput) => apiRequest("POST", "/api/auth/2fa/disable", input),
    onSuccess: async () => {
      toast({ title: "Başarılı", description: "İki adımlı doğrulama kapatıldı." });
      form.reset();
      await queryClient.invalidateQueries({ queryKey: adminKeys.twoFactor() });
    },
    onError: failed("İki adımlı doğrulama kapatılamadı."),
  });
  const { errors } = form.formState;
  return (
    <div className="mt-4 grid gap-4">
      <p className="text-sm text-slate-700">
        <strong className="text-success-700">Etkin.</strong> Kullanılmamış kurtarma kodu: {status.recoveryCodesLeft}
      </p>
      {status.required ? (
        <p className="text-sm text-slate-700">Bu sunucuda iki adımlı doğrulama zorunlu olduğu için kapatılamaz.</p>
      ) : (
        <form className="grid max-w-xs gap-3" noValidate onSubmit={form.handleSubmit((input) => disable.mutate(input))}>
          <p className="text-sm text-slate-700">Kapatmak için şifrenizi ve güncel doğrulama kodunu girin.</p>
          <FormField label="Şifre" type="password" autoComplete="current-password" error={errors.password?.message} {...form.register("password")} />
          <OneTimeCodeField error={errors.code?.message} {...form.register("code")} />
          <div>
            <Button type="submit" variant="danger" disabled={disable.isPending}>
              {disable.isPending ? "Kapatılıyor..." : "İki adımlı doğrulamayı kapat"}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
