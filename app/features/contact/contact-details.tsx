import { Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { InstagramIcon, LinkedinIcon } from "#app/components/ui/social-icons";
import { telHref, whatsappHref, type SiteSettings } from "#app/domain/site-settings";

const itemClass = "flex gap-3";
const iconClass = "mt-0.5 size-5 shrink-0 text-accent-600";
const linkClass = "font-medium text-navy-900 hover:text-accent-700 hover:underline";

/** Address, phones, e-mail, working hours and social links, all from the site settings. */
export function ContactDetails({ settings }: { settings: SiteSettings }) {
  const { instagram, linkedin } = settings.socialLinks;
  const social = [
    ...(instagram ? [{ href: instagram, label: "Instagram", icon: <InstagramIcon className="size-5" /> }] : []),
    ...(linkedin ? [{ href: linkedin, label: "LinkedIn", icon: <LinkedinIcon className="size-5" /> }] : []),
    { href: whatsappHref(settings.whatsappNumber), label: "WhatsApp", icon: <MessageCircle aria-hidden="true" className="size-5" /> },
  ];

  return (
    <address className="grid gap-5 not-italic">
      <p className={itemClass}>
        <MapPin aria-hidden="true" className={iconClass} />
        <span>
          <span className="block text-sm text-slate-600">Adres</span>
          {settings.address}
        </span>
      </p>
      <p className={itemClass}>
        <Phone aria-hidden="true" className={iconClass} />
        <span>
          <span className="block text-sm text-slate-600">Telefon</span>
          <a href={telHref(settings.phonePrimary)} className={linkClass}>
            {settings.phonePrimary}
          </a>
          <br />
          <a href={telHref(settings.phoneSecondary)} className={linkClass}>
            {settings.phoneSecondary}
          </a>
        </span>
      </p>
      <p className={itemClass}>
        <Mail aria-hidden="true" className={iconClass} />
        <span>
          <span className="block text-sm text-slate-600">E-posta</span>
          <a href={`mailto:${settings.email}`} className={linkClass}>
            {settings.email}
          </a>
        </span>
      </p>
      <div className={itemClass}>
        <Clock aria-hidden="true" className={iconClass} />
        <div>
          <p className="text-sm text-slate-600">Çalışma saatleri</p>
          <dl className="grid gap-0.5">
            {settings.workingHours.map((entry) => (
              <div key={entry.days} className="flex flex-wrap gap-x-3">
                <dt>{entry.days}</dt>
                <dd className="font-medium text-navy-900">{entry.hours}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label="Sosyal medya">
        {social.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-navy-900 hover:border-accent-600"
            >
              {link.icon}
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </address>
  );
}
