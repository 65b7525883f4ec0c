import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Wordmark } from "#app/components/layout/wordmark";
import { Button } from "#app/components/ui/button";
import { FormField } from "#app/components/ui/form-field";
import { toast } from "#app/components/ui/use-toast";
import {
  EMPTY_FIELDS_MESSAGE,
  loginSchema,
  twoFactorCodeSchema,
  type LoginInput,
  type TwoFactorCodeInput,
} from "#app/features/auth/auth.schema";
import { OneTimeCodeField } from "#app/features/auth/one-time-code-field";
import { adminKeys } from "#app/admin/query-keys";
import type { CurrentUser } from "#app/features/auth/use-current-user";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import { ApiError, apiRequest, serverMessage } from "#app/http/api-client";
import { useSiteData } from "#app/domain/use-site-data";
import type { Route } from "./+types/login";

export const LOGIN_REDIRECT_DELAY_MS = 100;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteIdentity(matches), {
    title: "Yönetici Girişi",
    description: "Yönetim paneline giriş.",
    path: "/admin-login",
    noindex: true,
  });

export default function AdminLoginPage() {
  const { settings } = useSiteData();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Nothing cached from an earlier session (lists, the signed-in user) survives on the login page.
  useEffect(() => queryClient.clear(), [queryClient]);
  const [codeStep, setCodeStep] = useState(false);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: "", password: "" },
  });
  const signedIn = (user: CurrentUser) => {
    queryClient.setQueryData(adminKeys.currentUser(), user);
    toast({ title: "Başarılı", description: "Admin paneline hoş geldiniz" });
    setTimeout(() => navigate("/n1_admin"), LOGIN_REDIRECT_DELAY_MS);
  };
  const login = useMutation({
    meta: { handlesUnauthorized: true },
    mutationFn: async (input: LoginInput) =>
      (await apiRequest("POST", "/api/auth/login", input)).json() as Promise<CurrentUser | { twoFactorRequired: true }>,
    onSuccess: (answer) => ("twoFactorRequired" in answer ? setCodeStep(true) : signedIn(answer)),
    onError: (error) => {
      const refused = error instanceof ApiError && (error.status === 429 || error.status === 503);
      toast({
        title: "Hata",
        description: refused ? (serverMessage(error) ?? "Çok fazla deneme.") : "Kullanıcı adı veya şifre hatalı",
        variant: "destructive",
      });
    },
  });
  const onInvalid = () =>
    toast({
      title: "Hata",
      description: EMPTY_FIELDS_MESSAGE,
      variant: "destructive",
    });
  const { errors } = form.formState;

  return (
    <main className="grid min-h-screen place-items-center px-6">
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <Wordmark companyName={settings.companyName} />
        <h1 className="mt-6 text-2xl font-bold">Yönetici Girişi</h1>
        <p className="mt-2 text-sm text-slate-700">Yönetim paneline erişmek için giriş yapın.</p>
        {codeStep ? (
          <SecondFactorForm onSignedIn={signedIn} onExpired={() => setCodeStep(false)} />
        ) : (
          <form className="mt-6 grid gap-4" noValidate onSubmit={form.handleSubmit((input) => login.mutate(input), onInvalid)}>
            <FormField label="Kullanıcı adı" autoComplete="username" error={errors.username?.message} {...form.register("username")} />
            <FormField
              label="Şifre"
              type="password"
              autoComplete="current-password"
              error={errors.password?.message}
              {...form.register("password")}
            />
            <Button type="submit" size="lg" disabled={login.isPending}>
              {login.isPending ? "Giriş yapılıyor..." : "Giriş Yap"}
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}

/** The second step: "Doğrulama kodu" from the authenticator app, or one of the recovery codes. */
function SecondFactorForm({ onSignedIn, onExpired }: { onSignedIn: (user: CurrentUser) => void; onExpired: () => void }) {
  const form = useForm<TwoFactorCodeInput>({
    resolver: zodResolver(twoFactorCodeSchema),
    defaultValues: { code: "" },
  });
  const verify = useMutation({
    meta: { handlesUnauthorized: true },
    mutationFn: async (input: TwoFactorCodeInput) =>
      (await apiRequest("POST", "/api/auth/login/totp", input)).json() as Promise<CurrentUser>,
    onSuccess: onSignedIn,
    onError: (error) => {
      const message = serverMessage(error) ?? "Doğrulama kodu hatalı.";
      toast({ title: "Hata", description: message, variant: "destructive" });
      if (message.startsWith("Doğrulama süresi doldu")) onExpired();
      form.reset();
    },
  });
  const { errors } = form.formState;
  return (
    <form className="mt-6 grid gap-4" noValidate onSubmit={form.handleSubmit((input) => verify.mutate(input))}>
      <p className="text-sm text-slate-700">Kimlik doğrulama uygulamanızdaki 6 haneli kodu ya da kurtarma kodlarınızdan birini girin.</p>
      <OneTimeCodeField autoFocus error={errors.code?.message} {...form.register("code")} />
      <Button type="submit" size="lg" disabled={verify.isPending}>
        {verify.isPending ? "Doğrulanıyor..." : "Doğrula"}
      </Button>
    </form>
  );
}
