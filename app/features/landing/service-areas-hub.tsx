import { SiteLink } from "#app/components/ui/site-link";
import { PageHeading } from "#app/components/layout/page-heading";
import { LandingSection, LinkGrid, type PageLink } from "./landing-blocks";

const LINK = "font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800";

/** A district on the hub: its live pages, with what its companies page says about it. */
export type HubDistrict = { name: string; responseTime: string; areas: readonly string[]; pages: readonly PageLink[] };

/** The hub: every district with links to the pages it has, and the service landing pages. */
export function ServiceAreasHub({ title, intro, districts, services }: { title: string; intro: string; districts: readonly HubDistrict[]; services: readonly PageLink[] }) {
  return (
    <>
      <PageHeading title={title} intro={intro} />
      <LandingSection id="ilceler" title="İlçeler">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {districts.map((district) => (
            <li key={district.pages[0]!.to} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="text-lg font-semibold text-navy-900">{district.name}</h3>
              <p className="mt-1 text-sm text-slate-700">Müdahale süresi: {district.responseTime}</p>
              <p className="mt-1 text-sm text-slate-700">Bölgeler: {district.areas.join(", ")}</p>
              <ul className="mt-3 space-y-1.5">
                {district.pages.map((page) => (
                  <li key={page.to}>
                    <SiteLink to={page.to} className={LINK}>
                      {page.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </LandingSection>
      <LandingSection id="hizmetler" title="Kocaeli geneli hizmet sayfaları" tone="muted">
        <LinkGrid label="Hizmet sayfaları" links={services} />
      </LandingSection>
    </>
  );
}
