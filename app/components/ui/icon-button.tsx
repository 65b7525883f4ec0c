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
 * admin layout mounts with SPEC 9's delays (700 ms, skip 300 ms).
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(({ label, icon: Icon, tone = "default", className, ...props }, ref) => (
  <TooltipPrimitive.Root>
    <TooltipPrimitive.Trigger asChild>
      <Button ref={ref} type="button" variant="ghost" size="sm" aria-label={label} className={className} {...props}>
        <Icon aria-hidden="true" className={cn("size-4", tone === "danger" && "text-danger-700")} />
      </Button>
    </TooltipPrimitive.Trigger>
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content sideOffset={4} className="z-50 rounded-md bg-navy-950 px-2 py-1 text-xs text-white shadow">
        {label}
        <TooltipPrimitive.Arrow className="fill-navy-950" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  </TooltipPrimitive.Root>
));
IconButton.displayName = "IconButton";
