import { createContext, useContext, useState } from "react";
import { Button } from "#app/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "#app/components/ui/dialog";

/** A destructive action waiting for its confirmation: what will happen, in words, and how to do it. */
export type Confirmation = {
  title: string;
  /** What the action will do, e.g. "3 yinelenen ürün silinecek." */
  consequence: string;
  confirmLabel: string;
  /** Runs the action; the dialog closes when the returned promise settles. */
  run: () => Promise<unknown>;
  /** Nothing to do (a preview found nothing): the dialog only informs. */
  nothingToDo?: boolean;
};

const ConfirmContext = createContext<((confirmation: Confirmation) => void) | null>(null);

/** Asks for a confirmation in the admin's one confirmation dialog (ConfirmDialogProvider). */
export function useConfirm() {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm needs the ConfirmDialogProvider of the admin layout");
  return confirm;
}

/**
 * The confirmation of every destructive admin action (issue 16), mounted once by the admin layout:
 * a dialog naming what will happen, with 'Vazgeç' focused first; the action's own toast reports
 * what it did.
 */
export function ConfirmDialogProvider({ children }: { children: React.ReactNode }) {
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [running, setRunning] = useState(false);
  const close = () => setConfirmation(null);
  return (
    <ConfirmContext.Provider value={setConfirmation}>
      {children}
      <Dialog open={confirmation !== null} onOpenChange={(open) => !open && !running && close()}>
        {confirmation && (
          <DialogContent title={confirmation.title} description={confirmation.consequence}>
            <div className="mt-5 flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={running}>
                  {confirmation.nothingToDo ? "Kapat" : "Vazgeç"}
                </Button>
              </DialogClose>
              {!confirmation.nothingToDo && (
                <Button
                  type="button"
                  variant="danger"
                  disabled={running}
                  onClick={async () => {
                    setRunning(true);
                    try {
                      await confirmation.run();
                    } catch {
                      // The action's own onError has told what went wrong.
                    } finally {
                      setRunning(false);
                      close();
                    }
                  }}
                >
                  {running ? "İşleniyor..." : confirmation.confirmLabel}
                </Button>
              )}
            </div>
          </DialogContent>
        )}
      </Dialog>
    </ConfirmContext.Provider>
  );
}
