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
import { capitalize, COMPANY_SERVICES, COMPANY_WHY_US, SYSTEMS_SERVICES, companyKeyPoints, companyTopics, systemsWhyUs } from "./landing-copy";
import { districtImages } from "./landing-meta";

/** A district page as its document holds it (ADR 041), with the district's slug and whether its systems page is live. */
export type DistrictPageContent = District & { title: string; metaDescription: string; keywords: string };

const HUB_CRUMB = { label: "Hizmet Bölgeleri", to: "/hizmet-bolgeleri" };

/** The free site-survey request with the district chosen (the province page chooses none). */
const surveyRequestHref = (district: District) => (district.slug === KOCAELI.slug ? "/ucretsiz-kesif" : `/ucretsiz-kesif?ilce=${district.slug}`);

/**
 * '{District} Güvenlik Sistemleri': solutions and products for the district (docs/product.md#landing-pages).
 */
export function DistrictSystemsPage({ district, companiesPage, categoryHref }: { district: DistrictPageContent; companiesPage: PageLink | null; categoryHref: CategoryHref }) {
  return (
    <>
      <PageHeading
        title={district.title}
        intro={`${district.locative} ev, iş yeri ve tesisler için kamera, alarm, yangın algılama ve geçiş sistemleri: bölgenin ihtiyacına göre seçilmiş ürünler ve kurulum.`}
        breadcrumbs={[HUB_CRUMB]}
      />
      <LandingImage image={districtImages(district).banner} />
      <LandingSection id="bolge" title={`${district.name} ve güvenlik ihtiyaçları`}>
        <Paragraphs texts={[district.character]} />
      </LandingSection>
      <LandingSection id="cozumler" title={`${district.name} için önerdiğimiz çözümler`} tone="muted">
        <CardGrid
          cards={district.solutions.map((solution) => ({
            title: solution.title,
            text: solution.text,
            link: {
              to: categoryHref(solution.category),
              label: "İlgili ürünleri görün",
            },
          }))}
        />
      </LandingSection>
      <LandingSection id="hizmetler" title="Kurduğumuz sistemler">
        <CardGrid
          cards={SYSTEMS_SERVICES.map((service) => ({
            title: service.title,
            text: service.text,
            link: {
              to: categoryHref(service.category),
              label: `${service.title} ürünleri`,
            },
          }))}
        />
      </LandingSection>
      <LandingSection id="kullanim-alanlari" title="Kullanım alanları" tone="muted">
        <CheckList items={district.sites.map(capitalize)} columns={2} />
        <p className="mt-6 text-slate-700">
          <span className="font-semibold text-navy-900">Sık çalıştığımız bölgeler:</span> {district.areas.join(", ")}
        </p>
      </LandingSection>
      <LandingSection id="ornek-is" title={`Örnek proje: ${district.project.title}`}>
        <Paragraphs texts={[district.project.text]} />
      </LandingSection>
      <LandingSection id="neden-biz" title="Neden biz?" tone="muted">
        <CheckList items={systemsWhyUs(district)} />
      </LandingSection>
      <FaqSection id="sss" items={district.faq} />
      {companiesPage && (
        <LandingSection id="firma-secimi" title="Firma seçerken" tone="muted">
          <LinkSentence
            before={`${district.locative} bir güvenlik firmasıyla çalışmadan önce nelere bakmanız gerektiğini `}
            link={companiesPage}
            after=" sayfamızda anlattık."
          />
        </LandingSection>
      )}
      <PhoneCta
        surveyHref={surveyRequestHref(district)}
        title="Ücretsiz keşif için arayın"
        text={`${district.areas[0]} ve çevresi dahil ${district.locative} keşif randevusu ve fiyat teklifi için bize ulaşın.`}
      />
    </>
  );
}

/** '{District} Güvenlik Şirketleri': choosing a security provider in the district. */
export function DistrictCompaniesPage({ district, systemsPage, others }: { district: DistrictPageContent; systemsPage: PageLink | null; others: readonly PageLink[] }) {
  const { settings } = useSiteData();
  return (
    <>
      <PageHeading
        title={district.title}
        intro={`${district.locative} güvenlik şirketi seçerken nelere dikkat etmelisiniz? Bölgeyi tanıyan bir ekip olarak deneyimimizi paylaşıyoruz.`}
        breadcrumbs={[HUB_CRUMB]}
      />
      <LandingImage image={districtImages(district).hero} />
      <LandingSection id="giris" title={`${district.name} hakkında`}>
        <Paragraphs texts={[district.character]} />
      </LandingSection>
      <LandingSection id="one-cikanlar" title="Öne çıkanlar" tone="muted">
        <CheckList items={companyKeyPoints(district)} />
      </LandingSection>
      <LandingSection id="yerel-guvenlik" title="Yerel güvenliğin önemi">
        <Paragraphs texts={[district.securityNeeds]} />
        {systemsPage && (
          <div className="mt-4">
            <LinkSentence
              before="Bölgeye uygun ürün ve çözümleri "
              link={systemsPage}
              after=" sayfamızda bulabilirsiniz."
            />
          </div>
        )}
      </LandingSection>
      <LandingSection id="neden-biz" title={`Neden ${settings.companyName}?`} tone="muted">
        <CheckList items={COMPANY_WHY_US} columns={2} />
      </LandingSection>
      <LandingSection id="hizmetler" title="Hizmetlerimiz">
        <CheckList items={COMPANY_SERVICES} columns={2} />
      </LandingSection>
      <LandingSection id="konular" title="Güvenlik şirketi seçerken" tone="muted">
        <CardGrid cards={companyTopics(district)} />
      </LandingSection>
      <FaqSection id="sss" items={district.faq} />
      <PhoneCta
        surveyHref={surveyRequestHref(district)}
        title="7/24 acil destek hattı"
        text={`Arıza ve acil durumlarda ${district.locative} de 7/24 ulaşabileceğiniz acil destek hattımız: ${settings.phonePrimary}.`}
      />
      <LandingSection id="sonuc" title="Sonuç">
        <Paragraphs
          texts={[
            `${district.locative} doğru güvenlik şirketi; bölgeyi tanıyan, keşfe gelen, yazılı teklif veren ve kurulumdan sonra da ulaşılabilen firmadır. ${settings.companyName} olarak ${district.areas.slice(0, 2).join(" ve ")} dahil tüm bölgede bu sözü veriyoruz.`,
          ]}
        />
      </LandingSection>
      <LandingSection id="diger-ilceler" title="Diğer İlçeler" tone="muted">
        <LinkGrid
          label="Diğer ilçelerdeki güvenlik şirketleri sayfaları"
          links={others}
        />
      </LandingSection>
    </>
  );
}
