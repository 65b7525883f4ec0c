import { PageHeading } from "#app/components/layout/page-heading";
import { KOCAELI, type District } from "#app/content/districts";
import { useSiteData } from "#app/domain/use-site-data";
import {
  CardGrid,
  CheckList,
  FaqSection,
  LandingImage,
  LandingSection,
  LinkGrid,
  LinkSentence,
  Paragraphs,
  PhoneCta,
  type CategoryHref,
  type PageLink,
} from "./landing-blocks";
import { siteTokenValues } from "#app/domain/site-tokens";
import type { LandingCopy } from "#app/content/landing-copy";
import { capitalize, fillLandingCopy } from "#app/domain/landing-placeholders";
import { districtImages } from "./landing-meta";

/** A district page as its document holds it (ADR 041), with the district's slug and whether its systems page is live. */
export type DistrictPageContent = District & { title: string; metaDescription: string; keywords: string };

const HUB_CRUMB = { label: "Hizmet Bölgeleri", to: "/hizmet-bolgeleri" };

/** The free site-survey request with the district chosen (the province page chooses none). */
/** The shared wording with this district's facts and the site's tokens filled in. */
function useFill(district: District) {
  const { settings } = useSiteData();
  const tokens = siteTokenValues(settings);
  return (text: string) => fillLandingCopy(text, district, tokens);
}

const surveyRequestHref = (district: District) => (district.slug === KOCAELI.slug ? "/ucretsiz-kesif" : `/ucretsiz-kesif?ilce=${district.slug}`);

/**
 * '{District} Güvenlik Sistemleri': solutions and products for the district (docs/product.md#landing-pages).
 */
export function DistrictSystemsPage({
  district,
  copy,
  companiesPage,
  categoryHref,
}: {
  district: DistrictPageContent;
  copy: LandingCopy["systems"];
  companiesPage: PageLink | null;
  categoryHref: CategoryHref;
}) {
  const fill = useFill(district);
  return (
    <>
      <PageHeading
        title={district.title}
        intro={fill(copy.intro)}
        breadcrumbs={[HUB_CRUMB]}
      />
      <LandingImage image={districtImages(district).banner} />
      <LandingSection id="bolge" title={fill(copy.regionHeading)}>
        <Paragraphs texts={[district.character]} />
      </LandingSection>
      <LandingSection id="cozumler" title={fill(copy.solutionsHeading)} tone="muted">
        <CardGrid
          cards={district.solutions.map((solution) => ({
            title: solution.title,
            text: solution.text,
            link: {
              to: categoryHref(solution.category),
              label: fill(copy.solutionLinkLabel),
            },
          }))}
        />
      </LandingSection>
      <LandingSection id="hizmetler" title={fill(copy.servicesHeading)}>
        <CardGrid
          cards={copy.services.map((service) => ({
            title: fill(service.title),
            text: fill(service.text),
            link: {
              to: categoryHref(service.category),
              label: `${fill(service.title)} ürünleri`,
            },
          }))}
        />
      </LandingSection>
      <LandingSection id="kullanim-alanlari" title={fill(copy.usageHeading)} tone="muted">
        <CheckList items={district.sites.map(capitalize)} columns={2} />
        <p className="mt-6 text-slate-700">
          <span className="font-semibold text-navy-900">{fill(copy.areasLabel)}</span> {district.areas.join(", ")}
        </p>
      </LandingSection>
      <LandingSection id="ornek-is" title={fill(copy.projectHeading)}>
        <Paragraphs texts={[district.project.text]} />
      </LandingSection>
      <LandingSection id="neden-biz" title={fill(copy.whyUsHeading)} tone="muted">
        <CheckList items={copy.whyUs.map(fill)} />
      </LandingSection>
      <FaqSection id="sss" items={district.faq} />
      {companiesPage && (
        <LandingSection id="firma-secimi" title={fill(copy.companiesLinkHeading)} tone="muted">
          <LinkSentence
            before={`${fill(copy.companiesLinkBefore)} `}
            link={companiesPage}
            after={` ${fill(copy.companiesLinkAfter)}`}
          />
        </LandingSection>
      )}
      <PhoneCta
        surveyHref={surveyRequestHref(district)}
        title={fill(copy.ctaTitle)}
        text={fill(copy.ctaText)}
      />
    </>
  );
}

/** '{District} Güvenlik Şirketleri': choosing a security provider in the district. */
export function DistrictCompaniesPage({
  district,
  copy,
  systemsPage,
  others,
}: {
  district: DistrictPageContent;
  copy: LandingCopy["companies"];
  systemsPage: PageLink | null;
  others: readonly PageLink[];
}) {
  const fill = useFill(district);
  return (
    <>
      <PageHeading
        title={district.title}
        intro={fill(copy.intro)}
        breadcrumbs={[HUB_CRUMB]}
      />
      <LandingImage image={districtImages(district).hero} />
      <LandingSection id="giris" title={fill(copy.aboutHeading)}>
        <Paragraphs texts={[district.character]} />
      </LandingSection>
      <LandingSection id="one-cikanlar" title={fill(copy.keyPointsHeading)} tone="muted">
        <CheckList items={copy.keyPoints.map(fill)} />
      </LandingSection>
      <LandingSection id="yerel-guvenlik" title={fill(copy.localHeading)}>
        <Paragraphs texts={[district.securityNeeds]} />
        {systemsPage && (
          <div className="mt-4">
            <LinkSentence
              before={`${fill(copy.systemsLinkBefore)} `}
              link={systemsPage}
              after={` ${fill(copy.systemsLinkAfter)}`}
            />
          </div>
        )}
      </LandingSection>
      <LandingSection id="neden-biz" title={fill(copy.whyUsHeading)} tone="muted">
        <CheckList items={copy.whyUs.map(fill)} columns={2} />
      </LandingSection>
      <LandingSection id="hizmetler" title={fill(copy.servicesHeading)}>
        <CheckList items={copy.services.map(fill)} columns={2} />
      </LandingSection>
      <LandingSection id="konular" title={fill(copy.topicsHeading)} tone="muted">
        <CardGrid cards={copy.topics.map((topic) => ({ title: fill(topic.title), text: fill(topic.text) }))} />
      </LandingSection>
      <FaqSection id="sss" items={district.faq} />
      <PhoneCta
        surveyHref={surveyRequestHref(district)}
        title={fill(copy.ctaTitle)}
        text={fill(copy.ctaText)}
      />
      <LandingSection id="sonuc" title={fill(copy.conclusionHeading)}>
        <Paragraphs texts={[fill(copy.conclusion)]} />
      </LandingSection>
      <LandingSection id="diger-ilceler" title={fill(copy.othersHeading)} tone="muted">
        <LinkGrid
          label={fill(copy.othersLabel)}
          links={others}
        />
      </LandingSection>
    </>
  );
}
