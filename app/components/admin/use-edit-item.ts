import { useCallback, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { toast } from "#app/components/ui/use-toast";
import { apiRequest } from "#app/lib/api-client";

/**
 * Loads one item from `${itemsUrl}/${id}` and hands it to `open` (the edit dialog); a failure
 * toasts `failureText`. A page reached with `?edit=<id>` (the SEO analysis links so) opens that
 * item once. Returns the loader for the list's edit buttons.
 */
export function useEditItem<T>(itemsUrl: string, failureText: string, open: (item: T) => void) {
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  });
  const editExisting = useCallback(
    async (id: number) => {
      try {
        openRef.current((await (await apiRequest("GET", `${itemsUrl}/${id}`)).json()) as T);
      } catch {
        toast({ title: "Hata", description: failureText, variant: "destructive" });
      }
    },
    [itemsUrl, failureText],
  );
  const [searchParams] = useSearchParams();
  const requestedEdit = Number(searchParams.get("edit"));
  useEffect(() => {
    if (requestedEdit > 0) void editExisting(requestedEdit);
  }, [requestedEdit, editExisting]);
  return editExisting;
}
