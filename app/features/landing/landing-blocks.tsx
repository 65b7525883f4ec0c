import { Check, ClipboardList, Phone } from "lucide-react";
import { SiteLink } from "#app/components/ui/site-link";
import { FaqList } from "#app/components/ui/faq-list";
import type { FaqItem } from "#app/domain/faq";
import { siteTokenHref } from "#app/domain/site-tokens";
import { useSiteData } from "#app/domain/use-site-data";
import { Picture } from "#app/components/ui/picture";

/*
 * The blocks every landing page is built from (issue 7, ADR 015). They render plain links and
 * native <details>, with no client state: the pages work without JavaScript.
 */

/** Builds a link into the catalogue for a category slug; routes pass the catalogue's own helper. */
export type CategoryHref = (category: string) => string;
export type PageLink = { to: string; label: string };

const LINK = "font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800";

export function LandingImage({ image }: { image: { src: string; width: number; height: number; alt: string } }) {
  return (
    <div className="mx-auto max-w-content px-6 pt-10">
      {/* The page's hero: its LCP image, preloaded. */}
      <Picture
        src={image.src}
        width={image.width}
        height={image.height}
        alt={image.alt}
        sizes="(min-width: 75rem) 72rem, 100vw"
        priority
        className="h-auto w-full rounded-2xl border border-slate-200 bg-navy-50"
      />
    </div>
  );
}

/** A titled content section; `id` ties the heading to the section for screen readers. */
export function LandingSection({
  id,
  title,
  children,
  tone = "plain",
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  tone?: "plain" | "muted";
}) {
  return (
    <section aria-labelledby={id} className={tone === "muted" ? "bg-slate-50" : undefined}>
      <div className="mx-auto max-w-content px-6 py-10">
        <h2 id={id} className="mb-5 text-2xl font-bold text-navy-900">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

export function Paragraphs({ texts }: { texts: readonly string[] }) {
  return (
    <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
      {texts.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}

export function CheckList({ items, columns = 1 }: { items: readonly string[]; columns?: 1 | 2 }) {
  return (
    <ul className={`grid gap-3 ${columns === 2 ? "sm:grid-cols-2" : ""}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-700">
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Cards with a title, a text and an optional link (services, solutions, topics). */
export function CardGrid({
  cards,
}: {
  cards: readonly {
    title: string;
    text: string;
    link?: { to: string; label: string };
  }[];
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.title} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h3 className="text-lg font-semibold text-navy-900">{card.title}</h3>
          <p className="mt-2 flex-1 text-slate-700">{card.text}</p>
          {card.link && (
            <SiteLink to={card.link.to} className={`mt-3 text-sm ${LINK}`}>
              {card.link.label}
            </SiteLink>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A grid of internal links, e.g. the 'Diğer İlçeler' list. */
export function LinkGrid({ links, label }: { links: readonly { to: string; label: string }[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.to}>
            <SiteLink
              to={link.to}
              className="block rounded-lg border border-slate-200 bg-white px-4 py-3 font-medium text-navy-900 hover:border-accent-600 hover:text-accent-700"
            >
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function FaqSection({ id, items }: { id: string; items: readonly FaqItem[] }) {
  return (
    <LandingSection id={id} title="Sık sorulan sorular">
      <FaqList items={items} />
    </LandingSection>
  );
}

/** The dark call-to-action band with the phone number from the site settings and, given `surveyHref`, the survey request. */
export function PhoneCta({ title, text, surveyHref }: { title: string; text: string; surveyHref?: string }) {
  const { settings } = useSiteData();
  return (
    <section className="bg-navy-900 text-white">
      <div className="mx-auto flex max-w-content flex-col items-start justify-between gap-6 px-6 py-12 md:flex-row md:items-center">
        <div>
          <h2 className="text-2xl font-bold text-white">{title}</h2>
          <p className="mt-1 max-w-2xl text-navy-100">{text}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          {surveyHref && (
            <SiteLink to={surveyHref} className="inline-flex h-12 items-center gap-2 rounded-md bg-white px-6 font-semibold text-navy-900 hover:bg-navy-50">
              <ClipboardList aria-hidden="true" className="size-5" /> Ücretsiz Keşif İsteyin
            </SiteLink>
          )}
          <a
            href={siteTokenHref("phone", settings.phonePrimary)}
            className="inline-flex h-12 items-center gap-2 rounded-md bg-accent-600 px-6 font-semibold text-white hover:bg-accent-700"
          >
            <Phone aria-hidden="true" className="size-5" /> {settings.phonePrimary}
          </a>
        </div>
      </div>
    </section>
  );
}

/** A sentence with one inline link, e.g. the cross-link between a district's two pages. */
export function LinkSentence({ before, link, after = "" }: { before: string; link: { to: string; label: string }; after?: string }) {
  return (
    <p className="max-w-3xl text-lg text-slate-700">
      {before}
      <SiteLink to={link.to} className={LINK}>
        {link.label}
      </SiteLink>
      {after}
    </p>
  );
}
