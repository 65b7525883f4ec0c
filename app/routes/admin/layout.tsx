import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Outlet } from "react-router";
import { ConfirmDialogProvider } from "#app/components/admin/confirm-dialog";
import { Toaster } from "#app/components/ui/toaster";
import { handleUnauthorized } from "#app/features/auth/unauthorized";
import { isUnauthorizedError } from "#app/http/api-client";
import { createQueryClient } from "#app/admin/query-client";

/** Admin paths use a plain layout (no public header or footer) with the admin's providers. */
export default function AdminLayout() {
  const [queryClient] = useState(() =>
    createQueryClient({
      onMutationError: (error, meta) => {
        // The sign-in form's own 401 means wrong credentials, not an expired session.
        if (isUnauthorizedError(error) && !meta?.handlesUnauthorized) handleUnauthorized();
      },
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300}>
        <ConfirmDialogProvider>
          <div className="min-h-screen bg-slate-50">
            <Outlet />
          </div>
        </ConfirmDialogProvider>
        <Toaster />
      </TooltipPrimitive.Provider>
    </QueryClientProvider>
  );
}
