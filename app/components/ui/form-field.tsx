import { forwardRef, useId } from "react";
import { cn } from "#app/lib/class-names";

type FieldProps = React.InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string };

/** A labelled input with its error message wired up for screen readers. */
export const FormField = forwardRef<HTMLInputElement, FieldProps>(({ label, error, className, id, ...props }, ref) => {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-navy-900">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          "h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:border-navy-500",
          error && "border-danger-700",
          className,
        )}
        {...props}
      />
      {error && (
        <p id={errorId} className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
});
FormField.displayName = "FormField";

type SelectProps = React.SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string };

/** A labelled select with its error message wired up for screen readers. */
export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(({ label, error, className, id, children, ...props }, ref) => {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={selectId} className="text-sm font-medium text-navy-900">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn("h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900", error && "border-danger-700", className)}
        {...props}
      >
        {children}
      </select>
      {error && (
        <p id={errorId} className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
});
SelectField.displayName = "SelectField";
