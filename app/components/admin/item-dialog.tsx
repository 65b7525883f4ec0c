import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { useForm, type FieldValues, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { Button } from "#app/components/ui/button";
import { Dialog, DialogContent, FormDialogActions } from "#app/components/ui/dialog";
import { IconButton } from "#app/components/ui/icon-button";
import { toast } from "#app/components/ui/use-toast";
import { LastChangeNote, type LastChangeQuery } from "./last-change";
import { useEditItem } from "./use-edit-item";
import { toastWriteFailure } from "./write-failure";

/*
 * The create/edit dialog of every admin resource (ADR 034): one form, typed by the zod schema it
 * validates with (what the fields hold in, what the API takes out), saved through the resource's
 * create or update (with the `updatedAt` read), then the resource's views refreshed.
 */

type Editable = { id: number; updatedAt: string };

/** A form schema: from what the fields hold to what the API accepts. */
type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** The form a dialog's fields register with. */
export type ItemForm<Schema extends FormSchema> = UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>;

/** The dialog's titles and the toasts of opening and saving an item. */
export type ItemDialogTexts = {
  create: string;
  edit: string;
  /** An item that could not be fetched for editing. */
  loadFailed: string;
  created: string;
  updated: string;
  createFailed: string;
  updateFailed: string;
};

type WritableResource<Values, Item> = {
  create: (values: Values) => Promise<unknown>;
  update: (id: number, values: Values & { updatedAt: string }) => Promise<unknown>;
  fetchItem: (queryClient: QueryClient, id: number) => Promise<Item>;
  invalidate: (queryClient: QueryClient) => Promise<void>;
  lastChangeQuery?: LastChangeQuery;
};

/**
 * A screen's item dialog: opened empty for a new item, or with an item fetched fresh (also from a
 * `?edit=<id>` address). `serverReasons`: show the server's reason for any refused save, not only
 * for a conflict.
 */
export function useItemDialog<Values, Item extends Editable>(resource: WritableResource<Values, Item>, texts: ItemDialogTexts, { serverReasons = false } = {}) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ open: boolean; item?: Item }>({ open: false });
  const openEdit = useEditItem((id) => resource.fetchItem(queryClient, id), texts.loadFailed, (item) => setState({ open: true, item }));
  return {
    openCreate: () => setState({ open: true }),
    /** The edit button of the item `id`, named `label`. */
    editButton: (id: number, label: string) => <IconButton icon={Pencil} label={label} onClick={() => openEdit(id)} />,
    /** Spread onto the ItemDialog. */
    dialog: {
      open: state.open,
      item: state.item,
      onOpenChange: (open: boolean) => setState((current) => ({ ...current, open })),
      resource,
      texts,
      serverReasons,
    } satisfies ItemDialogState<Values, Item>,
  };
}

/** What useItemDialog hands the ItemDialog: whether it is open, the item, the resource, the texts. */
export type ItemDialogState<Values, Item extends Editable> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item being edited; absent: a new one. */
  item?: Item;
  resource: WritableResource<Values, Item>;
  texts: ItemDialogTexts;
  serverReasons: boolean;
};

/** A row's edit and delete buttons, both named after the item: `object` "Kamera X ürününü" → "… düzenle", "… sil". */
export function editAndRemoveButtons(
  editor: { editButton: (id: number, label: string) => React.ReactNode },
  remover: { removeButton: (id: number, label: string, consequence: string) => React.ReactNode },
  id: number,
  object: string,
  consequence: string,
) {
  return (
    <>
      {editor.editButton(id, `${object} düzenle`)}
      {remover.removeButton(id, `${object} sil`, consequence)}
    </>
  );
}

/** The text inputs' values for an item: each named field as text, empty where the item has none (or for a new item). */
export function textValues<K extends string>(item: Partial<Record<K, string | null>> | undefined, fields: readonly K[]): Record<K, string> {
  return Object.fromEntries(fields.map((field) => [field, item?.[field] ?? ""])) as Record<K, string>;
}

/** The button that opens the dialog for a new item ("Yeni Ürün"). */
export function NewItemButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <Plus aria-hidden="true" className="size-4" /> {label}
    </Button>
  );
}

/**
 * The dialog itself: `values` fills the fields from the item (or empty), `schema` checks them and
 * turns them into what the resource's create or update takes; `children` renders the fields.
 */
export function ItemDialog<Schema extends FormSchema, Item extends Editable>({
  open,
  onOpenChange,
  item,
  resource,
  schema,
  values,
  texts,
  serverReasons,
  className,
  children,
}: ItemDialogState<z.output<Schema>, Item> & {
  schema: Schema;
  /** The fields' values for the item, or for a new one. */
  values: (item?: Item) => z.input<Schema>;
  className?: string;
  /** The fields, registered with the form. */
  children: (form: ItemForm<Schema>) => React.ReactNode;
}) {
  const queryClient = useQueryClient();
  const editing = item !== undefined;
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({ resolver: zodResolver(schema), values: values(item) });
  const save = useMutation({
    mutationFn: (input: z.output<Schema>) => (item ? resource.update(item.id, { ...input, updatedAt: item.updatedAt }) : resource.create(input)),
    onSuccess: async () => {
      toast({ title: "Başarılı", description: editing ? texts.updated : texts.created });
      onOpenChange(false);
      await resource.invalidate(queryClient);
    },
    onError: (error) => toastWriteFailure(error, editing ? texts.updateFailed : texts.createFailed, { serverReasons }),
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={editing ? texts.edit : texts.create} className={className}>
        <form className="mt-5 grid gap-4" noValidate onSubmit={form.handleSubmit((input) => save.mutate(input))}>
          {children(form)}
          {item && resource.lastChangeQuery && <LastChangeNote query={resource.lastChangeQuery} id={item.id} />}
          <FormDialogActions editing={editing} pending={save.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
