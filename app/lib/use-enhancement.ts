import { useEffect, useRef } from "react";

/**
 * Plain-DOM behaviour for server-rendered markup (ADR 027): a function that wires an element up and
 * returns how to undo it. Script-free pages run it from the enhancement script (app/enhance/main.ts);
 * a page that React renders in the browser runs the same function through `useEnhancement`.
 */
export type Enhancer = (element: HTMLElement) => (() => void) | void;

/** Runs `enhancer` on the element the returned ref is attached to, once it is in the document. */
export function useEnhancement<T extends HTMLElement>(enhancer: Enhancer) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!ref.current) return;
    return enhancer(ref.current) ?? undefined;
  }, [enhancer]);
  return ref;
}
