import { SiteLink } from "#app/components/ui/site-link";

/** The landing pages staff added (live ones), under the services: 'Diğer hizmet sayfalarımız'. */
export function LandingPageLinks({ links }: { links: readonly { to: string; label: string }[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="diger-hizmet-sayfalari" className="mx-auto max-w-content px-6 pb-16">
      <h2 id="diger-hizmet-sayfalari" className="text-2xl font-bold text-navy-900">
        Diğer hizmet sayfalarımız
      </h2>
      <ul className="mt-5 flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.to}>
            <SiteLink to={link.to} className="inline-block rounded-lg border border-slate-200 bg-white px-4 py-3 font-medium text-navy-900 hover:border-accent-600 hover:text-accent-700">
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
