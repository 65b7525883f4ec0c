import { toast } from "#app/components/ui/use-toast";

export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;

/**
 * 'Yetkisiz Erişim' (docs/product.md#interface-behaviour), then /api/login (which leads to the login page)
 * after 500 ms.
 */
export function handleUnauthorized() {
  toast({ title: "Yetkisiz Erişim", description: "Giriş yapılıyor...", variant: "destructive" });
  setTimeout(() => window.location.assign("/api/login"), UNAUTHORIZED_REDIRECT_DELAY_MS);
}
