import { zodResolver } from "@hookform/resolvers/zod";
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation } from "@tanstack/react-query";
import { X } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "#app/components/ui/button";
import { FormField } from "#app/components/ui/form-field";
import { toast } from "#app/components/ui/use-toast";
import { changePasswordSchema, type ChangePasswordInput } from "./password-policy.schema";
import { apiRequest, serverMessage } from "#app/http/api-client";

/** "Change my password": needs the current password; the server ends the user's other sessions. */
export function ChangePasswordDialog({ trigger }: { trigger: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const change = useMutation({
    mutationFn: (input: ChangePasswordInput) => apiRequest("POST", "/api/auth/password", input),
    onSuccess: () => {
      toast({ title: "Başarılı", description: "Şifreniz değiştirildi. Diğer oturumlarınız kapatıldı." });
      form.reset();
      setOpen(false);
    },
    onError: (error) =>
      toast({ title: "Hata", description: serverMessage(error) ?? "Şifre değiştirilemedi.", variant: "destructive" }),
  });
  const { errors } = form.formState;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 text-slate-900 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-navy-900">Şifre Değiştir</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-700">
            Yeni şifreniz en az 12 karakter olmalıdır. Değişiklikten sonra diğer cihazlardaki oturumlarınız kapanır.
          </Dialog.Description>
          <form className="mt-5 grid gap-4" noValidate onSubmit={form.handleSubmit((input) => change.mutate(input))}>
            <FormField label="Mevcut şifre" type="password" autoComplete="current-password" error={errors.currentPassword?.message} {...form.register("currentPassword")} />
            <FormField label="Yeni şifre" type="password" autoComplete="new-password" error={errors.newPassword?.message} {...form.register("newPassword")} />
            <FormField label="Yeni şifre (tekrar)" type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...form.register("confirmPassword")} />
            <div className="mt-2 flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button type="button" variant="outline">
                  Vazgeç
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={change.isPending}>
                {change.isPending ? "Güncelleniyor..." : "Şifreyi Değiştir"}
              </Button>
            </div>
          </form>
          <Dialog.Close aria-label="Kapat" className="absolute top-4 right-4 rounded p-1 text-slate-600 hover:bg-slate-100">
            <X aria-hidden="true" className="size-4" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
