import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { dismissToast, TOAST_DURATION, useToasts } from "./use-toast";

/**
 * The toast region (Radix Toast): 5,000 ms, swipe right with a 50 px threshold, F8 focuses it.
 * Mounted by the admin layout and by the public forms that toast, not by the root.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50} label="Bildirim">
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={`grid grid-cols-[1fr_auto] items-start gap-3 rounded-lg border p-4 pr-3 shadow-lg data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0 ${
            item.variant === "destructive" ? "border-danger-700 bg-danger-700 text-white" : "border-slate-200 bg-white text-navy-900"
          }`}
        >
          <div>
            <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description && (
              <ToastPrimitive.Description className="mt-1 text-sm opacity-90">{item.description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close aria-label="Kapat" className="rounded p-1 opacity-80 hover:opacity-100">
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport label="Bildirimler ({hotkey})" className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
