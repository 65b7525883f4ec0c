import { useCallback, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { toast } from "#app/components/ui/use-toast";

/**
 * Loads one item with `load` (a resource's `fetchItem`) and hands it to `open` (the edit dialog); a
 * failure toasts `failureText`. A page reached with `?edit=<id>` (the SEO analysis links so) opens
 * that item once. Returns the loader for the list's edit buttons.
 */
export function useEditItem<T>(load: (id: number) => Promise<T>, failureText: string, open: (item: T) => void) {
  const loadRef = useRef(load);
  const openRef = useRef(open);
  useEffect(() => {
    loadRef.current = load;
    openRef.current = open;
  });
  const editExisting = useCallback(
    async (id: number) => {
      try {
        openRef.current(await loadRef.current(id));
      } catch {
        toast({ title: "Hata", description: failureText, variant: "destructive" });
      }
    },
    [failureText],
  );
  const [searchParams] = useSearchParams();
  const requestedEdit = Number(searchParams.get("edit"));
  useEffect(() => {
    if (requestedEdit > 0) void editExisting(requestedEdit);
  }, [requestedEdit, editExisting]);
  return editExisting;
}
