import { MessageCircle, Phone } from "lucide-react";
import {
  telHref,
  whatsappHref,
  type SiteSettings,
} from "#app/domain/site-settings";

/** Sticky call and WhatsApp bar on small screens. */
export function MobileContactBar({ settings }: { settings: SiteSettings }) {
  return (
    <aside
      aria-label="Hızlı iletişim"
      className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-2 border-t border-slate-200 bg-white p-2 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] md:hidden"
    >
      <a
        href={telHref(settings.phonePrimary)}
        className="mr-1 inline-flex items-center justify-center gap-2 rounded-md bg-navy-900 py-3 text-sm font-semibold text-white"
      >
        <Phone aria-hidden="true" className="size-4" />
        Hemen Ara
      </a>
      <a
        href={whatsappHref(
          settings.whatsappNumber,
          "Merhaba, güvenlik sistemleri hakkında bilgi almak istiyorum.",
        )}
        target="_blank"
        rel="noopener noreferrer"
        className="ml-1 inline-flex items-center justify-center gap-2 rounded-md bg-whatsapp-700 py-3 text-sm font-semibold text-white"
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        WhatsApp
      </a>
    </aside>
  );
}
