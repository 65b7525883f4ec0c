import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import { forwardRef } from "react";
import { cn } from "#app/lib/class-names";
import { Button } from "./button";

type IconButtonProps = Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "children"> & {
  /** The accessible name; shown as a tooltip on hover and keyboard focus. */
  label: string;
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  tone?: "default" | "danger";
};

/**
 * A small icon-only button whose name is its tooltip. Needs the Radix Tooltip provider, which the
 * admin layout mounts with its delays (700 ms, skip 300 ms; docs/product.md#interface-behaviour).
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(({ label, icon: Icon, tone = "default", className, ...props }, ref) => (
  <Tooltip label={label}>
    <Button ref={ref} type="button" variant="ghost" size="sm" aria-label={label} className={className} {...props}>
      <Icon aria-hidden="true" className={cn("size-4", tone === "danger" && "text-danger-700")} />
    </Button>
  </Tooltip>
));
IconButton.displayName = "IconButton";

type IconLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "children"> & Pick<IconButtonProps, "label" | "icon">;

/** An icon-only link (e.g. a preview in a new tab), named and tooltipped like IconButton. */
export function IconLink({ label, icon: Icon, className, ...props }: IconLinkProps) {
  return (
    <Tooltip label={label}>
      <a aria-label={label} className={cn("inline-flex h-8 items-center rounded-md px-3 hover:bg-slate-100", className)} {...props}>
        <Icon aria-hidden="true" className="size-4" />
      </a>
    </Tooltip>
  );
}

function Tooltip({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content sideOffset={4} className="z-50 rounded-md bg-navy-950 px-2 py-1 text-xs text-white shadow">
          {label}
          <TooltipPrimitive.Arrow className="fill-navy-950" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
