import { cva, type VariantProps } from "class-variance-authority";
import { forwardRef } from "react";
import { cn } from "#app/lib/class-names";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-md text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-navy-900 text-white hover:bg-navy-800",
        accent: "bg-accent-600 text-white hover:bg-accent-700",
        outline: "border border-slate-300 bg-white text-navy-900 hover:bg-slate-50",
        ghost: "text-navy-900 hover:bg-slate-100",
        danger: "bg-danger-700 text-white hover:bg-red-800",
      },
      size: { sm: "h-8 px-3", md: "h-10 px-4", lg: "h-12 px-6 text-base" },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & VariantProps<typeof buttonVariants>;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(({ className, variant, size, ...props }, ref) => (
  <button ref={ref} className={cn(buttonVariants({ variant, size }), className)} {...props} />
));
Button.displayName = "Button";
