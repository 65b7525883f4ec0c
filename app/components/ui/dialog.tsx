import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { cn } from "#app/lib/class-names";
import { Button } from "./button";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** A modal dialog: focus trapped inside, returned to the trigger on close, Escape closes. */
export function DialogContent({
  title,
  description,
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  children,
}: {
  title: string;
  description?: string;
  className?: string;
  /** Radix's hooks to move the focus elsewhere on opening (than the first button) or closing (than the trigger); call `preventDefault`. */
  onOpenAutoFocus?: DialogPrimitive.DialogContentProps["onOpenAutoFocus"];
  onCloseAutoFocus?: DialogPrimitive.DialogContentProps["onCloseAutoFocus"];
  children: React.ReactNode;
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-navy-950/60" />
      <DialogPrimitive.Content
        onOpenAutoFocus={onOpenAutoFocus}
        onCloseAutoFocus={onCloseAutoFocus}
        className={cn(
          "fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 text-slate-900 shadow-xl",
          className,
        )}
      >
        <DialogPrimitive.Title className="pr-8 text-lg font-bold text-navy-900">{title}</DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="mt-1 text-sm text-slate-700">{description}</DialogPrimitive.Description>
        ) : (
          <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
        )}
        {children}
        <DialogPrimitive.Close aria-label="Kapat" className="absolute top-4 right-4 rounded p-1 text-slate-600 hover:bg-slate-100">
          <X aria-hidden="true" className="size-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Cancel and submit for a create/edit dialog; while pending the submit reads 'Ekleniyor...' or 'Güncelleniyor...'. */
export function FormDialogActions({ editing, pending }: { editing: boolean; pending: boolean }) {
  return (
    <div className="mt-2 flex justify-end gap-2">
      <DialogPrimitive.Close asChild>
        <Button type="button" variant="outline">
          Vazgeç
        </Button>
      </DialogPrimitive.Close>
      <Button type="submit" disabled={pending}>
        {pending ? (editing ? "Güncelleniyor..." : "Ekleniyor...") : editing ? "Güncelle" : "Ekle"}
      </Button>
    </div>
  );
}
