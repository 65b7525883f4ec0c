import { PageHeading } from "#app/components/layout/page-heading";
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
  type PageLink,
} from "./landing-blocks";

/**
 * A service landing page: the three province-wide ones and the pages staff add from the same layout
 * (docs/product.md#landing-pages). `districtLinks` are the live systems pages the page names.
 */
export function ServiceLandingPage({
  landing,
  districtLinks,
  categoryHref,
}: {
  landing: Omit<ServiceLanding, "slug" | "serviceType" | "metaDescription" | "keywords">;
  districtLinks: readonly PageLink[];
  categoryHref: CategoryHref;
}) {
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
