import { PageHeading } from "#app/components/layout/page-heading";
import { DISTRICTS, systemsPagePath } from "#app/content/districts";
import type { ServiceLanding } from "#app/content/service-landings";
import {
  CardGrid,
  CheckList,
  LandingImage,
  LandingSection,
  LinkGrid,
  LinkSentence,
  Paragraphs,
  PhoneCta,
  type CategoryHref,
} from "./landing-blocks";
import { districtPageTitles } from "./landing-meta";

/** One of the three province-wide service landing pages (docs/product.md#landing-pages). */
export function ServiceLandingPage({ landing, categoryHref }: { landing: ServiceLanding; categoryHref: CategoryHref }) {
  const districtLinks = DISTRICTS.filter((district) => landing.districtSlugs.includes(district.slug)).map((district) => ({
    to: systemsPagePath(district),
    label: districtPageTitles(district).systems,
  }));
  return (
    <>
      <PageHeading title={landing.title} intro={landing.intro} breadcrumbs={[{ label: "Hizmetlerimiz", to: "/hizmetlerimiz" }]} />
      <LandingImage image={landing.banner} />
      <LandingSection id="giris" title="Genel bakış">
        <Paragraphs texts={landing.body} />
      </LandingSection>
      <LandingSection id="kapsam" title="Neler sunuyoruz?" tone="muted">
        <CardGrid cards={landing.features} />
      </LandingSection>
      <LandingSection id="kullanim-alanlari" title="Kullanım alanları">
        <CheckList items={landing.usageAreas} columns={2} />
        <div className="mt-6">
          <LinkSentence
            before="Kullandığımız ürünler için "
            link={{
              to: categoryHref(landing.category),
              label: landing.categoryLabel,
            }}
            after="."
          />
        </div>
      </LandingSection>
      {districtLinks.length > 0 && (
        <LandingSection id="ilceler" title="İlçelere göre çözümler" tone="muted">
          <LinkGrid label="İlçe güvenlik sistemleri sayfaları" links={districtLinks} />
        </LandingSection>
      )}
      <LandingSection id="bolgeler" title="Hizmet bölgelerimiz">
        <LinkSentence
          before="İzmit'teki merkezimizden Kocaeli'nin on iki ilçesine hizmet veriyoruz; ilçenize özel bilgiler için "
          link={{
            to: "/hizmet-bolgeleri",
            label: "hizmet bölgeleri sayfamıza",
          }}
          after=" göz atın."
        />
      </LandingSection>
      <PhoneCta
        title="Ücretsiz keşif ve teklif"
        text="Keşif randevusu ve fiyat teklifi için bizi arayın; ihtiyacınızı yerinde görüp yazılı teklif hazırlayalım."
      />
    </>
  );
}
