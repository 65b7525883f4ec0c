import { ChevronRight, Download, HardDrive, Mail, MessageCircle, Phone, Smartphone, type LucideIcon } from "lucide-react";
import { SiteLink } from "#app/components/ui/site-link";

const HUB_LINKS: readonly { to: string; title: string; text: string; icon: LucideIcon }[] = [
  {
    to: "/destek/yazilimlar",
    title: "PC Yazılımları",
    text: "Kamera izleme, kayıt cihazı yapılandırma ve IP arama yazılımlarını bilgisayarınıza indirin.",
    icon: Download,
  },
  {
    to: "/destek/uygulamalar",
    title: "Mobil Uygulamalar",
    text: "Kameralarınızı, alarm sisteminizi ve diafonunuzu telefondan izlemek için Android ve iOS uygulamaları.",
    icon: Smartphone,
  },
  {
    to: "/hdd-hesaplama",
    title: "HDD Hesaplama",
    text: "Kamera sayısına ve kayıt süresine göre kayıt cihazınıza gereken disk kapasitesini hesaplayın.",
    icon: HardDrive,
  },
];

/** The three destinations of the support hub (docs/product.md#support-downloads). */
export function SupportHubLinks() {
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-3">
      {HUB_LINKS.map(({ to, title, text, icon: Icon }) => (
        <li key={to}>
          <SiteLink to={to} className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm hover:border-accent-600 hover:shadow-md">
            <Icon aria-hidden="true" className="size-8 text-accent-600" />
            <h3 className="mt-4 text-lg font-bold group-hover:underline">{title}</h3>
            <p className="mt-2 flex-1 text-slate-700">{text}</p>
            <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-accent-700">
              İncele <ChevronRight className="size-4" />
            </span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

export type SupportChannels = { phone: { label: string; href: string }; email: { label: string; href: string }; whatsappHref: string };

/**
 * Phone, e-mail and WhatsApp, with the claims of docs/product.md#company-claims: 7/24 phone support, e-mail
 * answers within 24 hours.
 */
export function SupportContactChannels({ phone, email, whatsappHref }: SupportChannels) {
  const card = "flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm";
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-3">
      <li className={card}>
        <Phone aria-hidden="true" className="size-7 text-navy-700" />
        <h3 className="mt-3 text-lg font-bold">7/24 telefon desteği</h3>
        <p className="mt-2 flex-1 text-slate-700">Arıza ve acil durumlarda günün her saati teknik ekibimize ulaşabilirsiniz.</p>
        <a href={phone.href} className="mt-4 font-semibold text-navy-900 underline-offset-2 hover:underline">
          <span className="sr-only">Telefon: </span>
          {phone.label}
        </a>
      </li>
      <li className={card}>
        <Mail aria-hidden="true" className="size-7 text-navy-700" />
        <h3 className="mt-3 text-lg font-bold">E-posta ile 24 saat içinde yanıt</h3>
        <p className="mt-2 flex-1 text-slate-700">Sorunuzu, cihaz modelini ve varsa ekran görüntüsünü yazın; 24 saat içinde yanıtlıyoruz.</p>
        <a href={email.href} className="mt-4 font-semibold break-all text-navy-900 underline-offset-2 hover:underline">
          <span className="sr-only">E-posta: </span>
          {email.label}
        </a>
      </li>
      <li className={card}>
        <MessageCircle aria-hidden="true" className="size-7 text-whatsapp-700" />
        <h3 className="mt-3 text-lg font-bold">WhatsApp ile mesaj</h3>
        <p className="mt-2 flex-1 text-slate-700">Kısa sorularınızı ve arızanın fotoğrafını WhatsApp üzerinden iletin.</p>
        <a
          href={whatsappHref}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex items-center justify-center gap-2 self-start rounded-md bg-whatsapp-700 px-4 py-2 font-semibold text-white hover:bg-whatsapp-600"
        >
          <MessageCircle aria-hidden="true" className="size-4" /> WhatsApp'tan yazın
          <span className="sr-only"> (yeni sekmede açılır)</span>
        </a>
      </li>
    </ul>
  );
}
