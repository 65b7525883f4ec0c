import { Download } from "lucide-react";
import { buttonVariants } from "#app/components/ui/button";

/** A link that downloads an admin CSV export, drawn as an outlined button. */
export function CsvDownloadLink({ href, label, className }: { href: string; label: string; className?: string }) {
  return (
    <a href={href} download className={buttonVariants({ variant: "outline", className })}>
      <Download aria-hidden="true" className="size-4" /> {label}
    </a>
  );
}
