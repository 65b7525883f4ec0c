import {
  Award,
  BadgeCheck,
  HeartHandshake,
  Headset,
  Lightbulb,
  Mail,
  Phone,
  Quote,
  Scale,
  ShieldCheck,
  Target,
  Telescope,
  type LucideIcon,
} from "lucide-react";
import { SiteLink } from "#app/components/ui/site-link";
import type { AboutContent, AboutIconName } from "#app/content/about";
import { fillSiteTokens, type SiteTokenValues } from "#app/domain/site-tokens";

const VALUE_ICONS: Record<AboutIconName, LucideIcon> = { ShieldCheck, Award, HeartHandshake, Lightbulb, Headset, Scale };

function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <div className="max-w-3xl">
      <h2 id={id} className="text-3xl font-bold">
        {title}
      </h2>
      {intro && <p className="mt-3 text-lg text-slate-700">{intro}</p>}
    </div>
  );
}

/** A full-width band of the page, plain or tinted, with its heading. */
function Band({
  id,
  title,
  intro,
  tinted,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  tinted?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={tinted ? "bg-navy-50" : undefined}>
      <div className="mx-auto max-w-content px-6 py-16">
        <SectionHeading id={id} title={title} intro={intro} />
        {children}
      </div>
    </section>
  );
}

/** About text: founded 2018, a team with 20+ years in the sector (docs/product.md#company-claims). */
export function CompanyStory({ story, tokens }: { story: AboutContent["story"]; tokens: SiteTokenValues }) {
  return (
    <section aria-labelledby="story-heading" className="mx-auto grid max-w-content gap-10 px-6 py-16 lg:grid-cols-[3fr_2fr]">
      <div>
        <SectionHeading id="story-heading" title={story.heading} />
        <div className="mt-6 space-y-4 text-lg text-slate-700">
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{fillSiteTokens(paragraph, tokens)}</p>
          ))}
        </div>
      </div>
      <dl className="grid content-start gap-4 self-start rounded-xl bg-navy-50 p-6">
        {story.highlights.map((highlight) => (
          <div key={highlight.label} className="rounded-lg bg-white p-5 shadow-sm">
            <dt className="text-sm font-semibold text-slate-600">{highlight.label}</dt>
            <dd className="mt-1 text-3xl font-extrabold text-navy-900">{highlight.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function Certificates({ content }: { content: AboutContent }) {
  return (
    <Band id="certificates-heading" title={content.certificatesHeading} intro={content.certificatesIntro} tinted>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {content.certificates.map((certificate) => (
          <li key={certificate.code} className="flex gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <BadgeCheck aria-hidden="true" className="size-12 shrink-0 text-accent-600" />
            <div>
              <h3 className="text-xl font-bold">
                {certificate.code} <span className="block text-base font-semibold text-slate-700">{certificate.title}</span>
              </h3>
              <p className="mt-3 text-slate-700">{certificate.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Band>
  );
}

export function ThankYouLetters({ content }: { content: AboutContent }) {
  return (
    <Band id="letters-heading" title={content.lettersHeading} intro={content.lettersIntro}>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {content.letters.map((letter) => (
          <li key={letter.from}>
            <figure className="flex h-full flex-col rounded-xl border border-slate-200 p-6 shadow-sm">
              <Quote aria-hidden="true" className="size-8 text-accent-600" />
              <blockquote className="mt-3 flex-1 text-slate-800">
                <p>{letter.excerpt}</p>
              </blockquote>
              <figcaption className="mt-4 flex items-center gap-2 border-t border-slate-200 pt-4 text-sm text-slate-700">
                <Mail aria-hidden="true" className="size-4 shrink-0 text-navy-600" />
                <span>
                  {letter.from}, {letter.year}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Band>
  );
}

export function CompanyValues({ content }: { content: AboutContent }) {
  return (
    <Band id="values-heading" title={content.valuesHeading} tinted>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {content.values.map((value) => {
          const Icon = VALUE_ICONS[value.icon];
          return (
            <li key={value.title} className="rounded-xl bg-white p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-8 text-accent-600" />
              <h3 className="mt-4 text-lg font-bold">{value.title}</h3>
              <p className="mt-2 text-slate-700">{value.text}</p>
            </li>
          );
        })}
      </ul>
    </Band>
  );
}

/**
 * The figures (docs/product.md#company-claims): 100+ customers, 500+ product types, 250+ projects, 7/24
 * support.
 */
export function CompanyFigures({ figures }: { figures: AboutContent["figures"] }) {
  return (
    <section aria-labelledby="figures-heading" className="bg-navy-900 text-white">
      <div className="mx-auto max-w-content px-6 py-14">
        <h2 id="figures-heading" className="sr-only">
          Rakamlarla Biz
        </h2>
        <dl className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4" data-testid="company-figures">
          {figures.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-navy-100">{figure.label}</dt>
              <dd className="text-4xl font-extrabold text-white sm:text-5xl">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

export function MissionVision({ mission, vision }: { mission: string; vision: string }) {
  const blocks: { id: string; title: string; text: string; Icon: LucideIcon }[] = [
    { id: "mission-heading", title: "Misyonumuz", text: mission, Icon: Target },
    { id: "vision-heading", title: "Vizyonumuz", text: vision, Icon: Telescope },
  ];
  return (
    <div className="mx-auto grid max-w-content gap-6 px-6 py-16 md:grid-cols-2">
      {blocks.map(({ id, title, text, Icon }) => (
        <section key={id} aria-labelledby={id} className="rounded-xl border border-slate-200 p-8 shadow-sm">
          <Icon aria-hidden="true" className="size-10 text-accent-600" />
          <h2 id={id} className="mt-4 text-2xl font-bold">
            {title}
          </h2>
          <p className="mt-3 text-lg text-slate-700">{text}</p>
        </section>
      ))}
    </div>
  );
}

/** Links to the contact page and a phone link with the number from the site settings. */
export function AboutCallToAction({ title, text, phone, phoneHref }: AboutContent["callToAction"] & { phone: string; phoneHref: string }) {
  return (
    <section aria-labelledby="about-cta-heading" className="bg-navy-50">
      <div className="mx-auto flex max-w-content flex-col items-start justify-between gap-6 px-6 py-12 md:flex-row md:items-center">
        <div>
          <h2 id="about-cta-heading" className="text-2xl font-bold">
            {title}
          </h2>
          <p className="mt-2 text-slate-700">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <SiteLink to="/iletisim" className="inline-flex rounded-md bg-accent-600 px-5 py-3 font-semibold text-white hover:bg-accent-700">
            Bize Ulaşın
          </SiteLink>
          <a
            href={phoneHref}
            className="inline-flex items-center gap-2 rounded-md border border-navy-900 px-5 py-3 font-semibold text-navy-900 hover:bg-white"
          >
            <Phone aria-hidden="true" className="size-4" /> {phone}
          </a>
        </div>
      </div>
    </section>
  );
}
