import { useState } from "react";
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

/**
 * The confirmation of every destructive admin action (issue 16): a dialog naming what will happen,
 * with 'Vazgeç' focused first; the action's own toast reports what it did.
 */
export function useConfirmDialog() {
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [running, setRunning] = useState(false);
  const close = () => setConfirmation(null);
  const dialog = (
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
  );
  return { confirm: setConfirmation, dialog };
}
