import { Link } from "react-router";
import { PageHeading } from "#app/components/layout/page-heading";
import { COMPANIES_PAGE_DISTRICTS, companiesPagePath, systemsPagePath } from "#app/content/districts";
import { SERVICE_LANDINGS } from "#app/content/service-landings";
import { LandingSection, LinkGrid } from "./landing-blocks";
import { districtPageTitles } from "./landing-meta";

const LINK = "font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800";

/** The hub: every district with links to the pages it has, and the service landing pages. */
export function ServiceAreasHub() {
  return (
    <>
      <PageHeading
        title="Hizmet Bölgeleri"
        intro="İzmit'teki merkezimizden Kocaeli'nin tüm ilçelerine keşif, kurulum ve servis hizmeti veriyoruz."
      />
      <LandingSection id="ilceler" title="İlçeler">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {COMPANIES_PAGE_DISTRICTS.map((district) => {
            const titles = districtPageTitles(district);
            return (
              <li key={district.slug} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <h3 className="text-lg font-semibold text-navy-900">{district.name}</h3>
                <p className="mt-1 text-sm text-slate-700">Müdahale süresi: {district.responseTime}</p>
                <p className="mt-1 text-sm text-slate-700">Bölgeler: {district.areas.join(", ")}</p>
                <ul className="mt-3 space-y-1.5">
                  {district.hasSystemsPage && (
                    <li>
                      <Link to={systemsPagePath(district)} className={LINK}>
                        {titles.systems}
                      </Link>
                    </li>
                  )}
                  <li>
                    <Link to={companiesPagePath(district)} className={LINK}>
                      {titles.companies}
                    </Link>
                  </li>
                </ul>
              </li>
            );
          })}
        </ul>
      </LandingSection>
      <LandingSection id="hizmetler" title="Kocaeli geneli hizmet sayfaları" tone="muted">
        <LinkGrid
          label="Hizmet sayfaları"
          links={SERVICE_LANDINGS.map((landing) => ({
            to: `/${landing.slug}`,
            label: landing.title,
          }))}
        />
      </LandingSection>
    </>
  );
}
