import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { SiteLink } from "#app/components/ui/site-link";
import { CachedMarkup } from "#app/components/cached-markup";
import { telHref, type SiteSettings } from "#app/domain/site-settings";
import { FOOTER_LINKS } from "./navigation";
import { Wordmark } from "./wordmark";

function FooterLinkList({
  title,
  links,
}: {
  title: string;
  links: readonly { label: string; to: string }[];
}) {
  return (
    <div>
      <h2 className="text-sm font-bold tracking-wide text-white uppercase">
        {title}
      </h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.to}>
            <SiteLink
              to={link.to}
              className="text-sm text-navy-100 hover:text-white hover:underline"
            >
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The footer depends on content and the year only: rendered once per content generation where it can be (see SiteHeader). */
export function SiteFooter({
  settings,
  cacheable,
}: {
  settings: SiteSettings;
  cacheable: boolean;
}) {
  const year = new Date().getFullYear();
  return (
    <CachedMarkup
      as="footer"
      cacheKey={cacheable ? `footer:${year}` : null}
      className="bg-navy-950 pb-20 text-navy-100 md:pb-0"
    >
      <div className="mx-auto grid max-w-content gap-10 px-6 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Wordmark companyName={settings.companyName} inverted />
          <p className="mt-4 text-sm leading-relaxed">
            Kocaeli genelinde güvenlik kamerası, alarm, yangın algılama,
            network, santral ve erişim kontrol sistemlerinde keşiften kuruluma,
            bakımdan teknik desteğe kadar yanınızdayız.
          </p>
        </div>
        <FooterLinkList title="Kurumsal" links={FOOTER_LINKS.corporate} />
        <FooterLinkList title="Destek" links={FOOTER_LINKS.support} />
        <div>
          <h2 className="text-sm font-bold tracking-wide text-white uppercase">
            İletişim
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex gap-2.5">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <address className="not-italic">{settings.address}</address>
            </li>
            <li>
              <a
                href={telHref(settings.phonePrimary)}
                className="flex gap-2.5 hover:text-white"
              >
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {settings.phonePrimary}
              </a>
            </li>
            <li>
              <a
                href={telHref(settings.phoneSecondary)}
                className="flex gap-2.5 hover:text-white"
              >
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {settings.phoneSecondary}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${settings.email}`}
                className="flex gap-2.5 hover:text-white"
              >
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {settings.email}
              </a>
            </li>
            <li className="flex gap-2.5">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {settings.workingHours.map((entry) => (
                  <span key={entry.days} className="block">
                    {entry.days}: {entry.hours}
                  </span>
                ))}
              </span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-navy-800">
        <div className="mx-auto flex max-w-content flex-col gap-3 px-6 py-5 text-xs sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {settings.companyName}. Tüm hakları saklıdır.
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {FOOTER_LINKS.legal.map((link) => (
              <li key={link.to}>
                <SiteLink to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </CachedMarkup>
  );
}
