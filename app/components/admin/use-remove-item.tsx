import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { IconButton } from "#app/components/ui/icon-button";
import { toast } from "#app/components/ui/use-toast";
import { useConfirm } from "./confirm-dialog";
import { toastWriteFailure } from "./write-failure";

/** The confirmation's title and button ("Ürünü sil", "Ürünü Sil"), and the toasts of the deletion. */
export type RemoveTexts = { title: string; confirmLabel: string; removed: string; failed: string };

/**
 * Deleting an item of an admin resource: the row's button asks first in the site's confirmation
 * dialog (what will go, 'Vazgeç' focused), then deletes, toasts and refreshes the resource's views.
 */
export function useRemoveItem(
  resource: { remove: (id: number) => Promise<void>; invalidate: (queryClient: QueryClient) => Promise<void> },
  texts: RemoveTexts,
  { serverReasons = false } = {},
) {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const remove = useMutation({
    mutationFn: resource.remove,
    onSuccess: async () => {
      toast({ title: "Başarılı", description: texts.removed });
      await resource.invalidate(queryClient);
    },
    onError: (error) => toastWriteFailure(error, texts.failed, { serverReasons }),
  });
  /** The delete button of the item `id`, named `label`, whose confirmation says what will go (`consequence`). */
  const removeButton = (id: number, label: string, consequence: string) => (
    <IconButton
      icon={Trash2}
      tone="danger"
      label={label}
      onClick={() => confirm({ title: texts.title, confirmLabel: texts.confirmLabel, consequence, run: () => remove.mutateAsync(id) })}
    />
  );
  return { removeButton };
}
