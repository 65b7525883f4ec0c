import { cn } from "#app/lib/class-names";

const TONES = {
  success: "bg-green-100 text-success-700",
  neutral: "bg-slate-100 text-slate-700",
  accent: "bg-accent-100 text-accent-800",
  danger: "bg-red-100 text-danger-700",
  navy: "bg-navy-50 text-navy-800",
} as const;

/** A short status word in a tinted box ("Aktif", "Taslak", "Yeni"); every tone passes AA contrast. */
export function Badge({ tone, className, children }: { tone: keyof typeof TONES; className?: string; children: React.ReactNode }) {
  return <span className={cn("rounded px-2 py-0.5 text-xs font-semibold", TONES[tone], className)}>{children}</span>;
}
