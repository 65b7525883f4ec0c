import { forwardRef, useId } from "react";
import { cn } from "#app/lib/class-names";

/** Ids for a control and its error message, and the ARIA attributes that tie them together. */
function useFieldIds(id: string | undefined, error: string | undefined) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  return { controlId, errorId, aria: { "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined } } as const;
}

/**
 * The label above a control and its error message below, read out by screen readers. `min-w-0`
 * here and on the control: a grid cell may then be narrower than the control's natural width (a
 * select's longest option), instead of the control spilling over its neighbour (issue 16).
 */
function FieldShell({ controlId, errorId, label, error, children }: { controlId: string; errorId: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor={controlId} className="text-sm font-medium text-navy-900">
        {label}
      </label>
      {children}
      {error && (
        <p id={errorId} className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

const CONTROL_CLASS = "w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900";

type FieldProps = React.InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  /** A control beside the input, on its line (an upload button): the label stays above both, the error below. */
  addon?: React.ReactNode;
};

/** A labelled input with its error message wired up for screen readers. */
export const FormField = forwardRef<HTMLInputElement, FieldProps>(({ label, error, className, id, addon, ...props }, ref) => {
  const { controlId, errorId, aria } = useFieldIds(id, error);
  const input = <input ref={ref} id={controlId} {...aria} className={cn(CONTROL_CLASS, "h-10 focus-visible:border-navy-500", error && "border-danger-700", className)} {...props} />;
  return (
    <FieldShell controlId={controlId} errorId={errorId} label={label} error={error}>
      {addon ? (
        <div className="flex min-w-0 gap-2">
          {input}
          {addon}
        </div>
      ) : (
        input
      )}
    </FieldShell>
  );
});
FormField.displayName = "FormField";

/** A choice of a select: a text is its own value and label. */
export type SelectOption = string | { value: string; label: string };

/** The choices of a list of values, each shown by its label. */
export function optionsOf<K extends string>(values: readonly K[], labels: Record<K, string>): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

type SelectProps = React.SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  /** The choices, after the children (a first "Tümü" or "Kategori seçin"). */
  options?: readonly SelectOption[];
};

/** A labelled select with its error message wired up for screen readers. */
export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(({ label, error, className, id, children, options = [], ...props }, ref) => {
  const { controlId, errorId, aria } = useFieldIds(id, error);
  return (
    <FieldShell controlId={controlId} errorId={errorId} label={label} error={error}>
      <select ref={ref} id={controlId} {...aria} className={cn(CONTROL_CLASS, "h-10", error && "border-danger-700", className)} {...props}>
        {children}
        {options.map((option) => {
          const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </FieldShell>
  );
});
SelectField.displayName = "SelectField";

type TextareaProps = React.TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string };

/** A labelled multi-line input with its error message wired up for screen readers. */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaProps>(({ label, error, className, id, rows = 3, ...props }, ref) => {
  const { controlId, errorId, aria } = useFieldIds(id, error);
  return (
    <FieldShell controlId={controlId} errorId={errorId} label={label} error={error}>
      <textarea ref={ref} id={controlId} rows={rows} {...aria} className={cn(CONTROL_CLASS, "py-2", error && "border-danger-700", className)} {...props} />
    </FieldShell>
  );
});
TextareaField.displayName = "TextareaField";
