import { lazy, Suspense } from "react";

const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/**
 * The toast region for public pages that toast only after a form is sent: rendered on the server,
 * its code (Radix Toast, 12 KB gzip) loads after hydration instead of with the page (ADR 017).
 * A toast raised before it arrives waits in the store and shows when it mounts.
 */
export function LazyToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
