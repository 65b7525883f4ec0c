import { SiteLink } from "#app/components/ui/site-link";
import { PageHeading } from "#app/components/layout/page-heading";
import type { LegalBlock, LegalDocument } from "#app/content/legal";
import { siteTokenHref, siteTokenValues, type SiteTokenValues } from "#app/domain/site-tokens";
import { useSiteData } from "#app/domain/use-site-data";
import { formatLegalDate, parseLegalText } from "./legal-text";

const LINK = "font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800";

function LegalText({ text, values }: { text: string; values: SiteTokenValues }) {
  return parseLegalText(text).map((part, index) => {
    if (part.kind === "text") return part.text;
    if (part.kind === "link") {
      return (
        <SiteLink key={index} to={part.to} className={LINK}>
          {part.label}
        </SiteLink>
      );
    }
    const value = values[part.token];
    const href = siteTokenHref(part.token, value);
    return href ? (
      <a key={index} href={href} className={`${LINK} whitespace-nowrap`}>
        {value}
      </a>
    ) : (
      value
    );
  });
}

function Block({ block, values }: { block: LegalBlock; values: SiteTokenValues }) {
  if (typeof block === "string") {
    return (
      <p>
        <LegalText text={block} values={values} />
      </p>
    );
  }
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-navy-400">
      {block.list.map((item) => (
        <li key={item}>
          <LegalText text={item} values={values} />
        </li>
      ))}
    </ul>
  );
}

/** One legal page from its typed content: heading with the last update, contents, sections. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { settings } = useSiteData();
  const values = siteTokenValues(settings);
  return (
    <>
      <PageHeading title={document.title} intro={document.intro}>
        <p className="mt-4 text-sm text-navy-100">
          Son güncelleme: <time dateTime={document.updatedAt}>{formatLegalDate(document.updatedAt)}</time>
        </p>
      </PageHeading>
      <div className="mx-auto grid max-w-content gap-10 px-6 py-12 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="legal-contents-heading" className="self-start rounded-xl bg-navy-50 p-5 lg:sticky lg:top-24">
          <h2 id="legal-contents-heading" className="text-sm font-bold tracking-wide text-navy-900 uppercase">
            İçindekiler
          </h2>
          <ol className="mt-3 space-y-2 text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-slate-700 hover:text-navy-900 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl space-y-10 text-slate-700">
          {document.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className="space-y-4">
              <h2 id={section.id} className="text-2xl font-bold">
                {section.heading}
              </h2>
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} values={values} />
              ))}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
