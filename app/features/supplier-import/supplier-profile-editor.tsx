import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "#app/components/ui/button";
import { TextareaField } from "#app/components/ui/form-field";
import { toast } from "#app/components/ui/use-toast";
import { apiRequest, serverMessage } from "#app/lib/api-client";

const PROFILE_KEY = ["/api/admin/supplier-profile"];

/** The supplier profile as JSON (ADR 016): where the listings are and which selectors read them. */
export function SupplierProfileEditor() {
  const profile = useQuery<{ profile: unknown; isDefault: boolean }>({ queryKey: PROFILE_KEY });
  if (!profile.data) return <p role="status">Profil yükleniyor...</p>;
  return <ProfileForm initial={JSON.stringify(profile.data.profile, null, 2)} isDefault={profile.data.isDefault} />;
}

function ProfileForm({ initial, isDefault }: { initial: string; isDefault: boolean }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: (profile: unknown) => apiRequest("PUT", "/api/admin/supplier-profile", profile),
    onSuccess: async () => {
      toast({ title: "Başarılı", description: "Tedarikçi profili kaydedildi" });
      await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
    },
    onError: (failure) => setError(serverMessage(failure) ?? "Profil kaydedilemedi."),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      setError("Geçerli bir JSON girin.");
      return;
    }
    save.mutate(parsed);
  };
  return (
    <form onSubmit={submit} className="grid gap-3">
      <p className="text-sm text-slate-700">
        {isDefault ? "Varsayılan profil kullanılıyor. " : ""}Liste adresleri, sayfalama, alan seçicileri ve kategori eşlemesi (JSON).
      </p>
      <TextareaField label="Tedarikçi profili" rows={14} spellCheck={false} className="font-mono text-xs" value={text} onChange={(event) => setText(event.target.value)} error={error} />
      <Button type="submit" variant="outline" className="justify-self-start" disabled={save.isPending}>
        {save.isPending ? "Kaydediliyor..." : "Profili Kaydet"}
      </Button>
    </form>
  );
}
