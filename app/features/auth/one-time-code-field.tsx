import { forwardRef } from "react";
import { FormField } from "#app/components/ui/form-field";

type Props = Omit<React.ComponentProps<typeof FormField>, "label"> & { label?: string };

/** "Doğrulama kodu": a TOTP code field that phones fill from the authenticator or an SMS (one-time-code, numeric keypad). */
export const OneTimeCodeField = forwardRef<HTMLInputElement, Props>(({ label = "Doğrulama kodu", ...props }, ref) => (
  <FormField ref={ref} label={label} autoComplete="one-time-code" inputMode="numeric" spellCheck={false} {...props} />
));
OneTimeCodeField.displayName = "OneTimeCodeField";
