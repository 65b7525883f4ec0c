import { toast } from "#app/components/ui/use-toast";
import { ApiError, serverMessage } from "#app/http/api-client";

/**
 * The toast of a failed admin write. A conflict (409: a stale copy, a taken name, a brand still in
 * use) puts the failure in the title and the server's reason under it; any other failure says
 * "Hata" and the failure, or the server's reason where the screen shows those (`serverReasons`).
 */
export function toastWriteFailure(error: unknown, failure: string, { serverReasons = false }: { serverReasons?: boolean } = {}) {
  const reason = serverMessage(error);
  if (reason && error instanceof ApiError && error.status === 409) toast({ title: failure, description: reason, variant: "destructive" });
  else toast({ title: "Hata", description: (serverReasons && reason) || failure, variant: "destructive" });
}
