import { Download, ExternalLink, Monitor, Smartphone } from "lucide-react";
import { Suspense } from "react";
import { Await } from "react-router";
import { SiteLink } from "#app/components/ui/site-link";
import { PageHeading } from "#app/components/layout/page-heading";
import { buttonVariants } from "#app/components/ui/button";
import type { SupportAppType, SupportPlatform } from "#app/domain/support-apps";
import { DEFAULT_SOFTWARE_PLATFORM, downloadLinks, localImageUrl, PLATFORM_LABELS } from "./support-public";
import { Picture } from "#app/components/ui/picture";

/** What one card shows: a public item from the database or an entry of the static fallback list. */
export type SupportCardItem = {
  id: number | string;
  name: string;
  description?: string | null;
  brand?: string | null;
  version?: string | null;
  imageUrl?: string | null;
  platform?: SupportPlatform;
  androidDownloadUrl?: string | null;
  iosDownloadUrl?: string | null;
  windowsDownloadUrl?: string | null;
};

type ListTexts = {
  /** Accessible name of the list, e.g. "PC yazılımları". */
  label: string;
  /** Accessible name of the skeleton list while loading. */
  loadingLabel: string;
  errorTitle: string;
  errorText: string;
  /** Shown above the static fallback list. */
  fallbackNote: string;
};

export const SUPPORT_SKELETON_COUNT = 6;
const NEW_TAB_NOTE_ID = "destek-yeni-sekme";

/** The body of /destek/yazilimlar and /destek/uygulamalar: heading band, then the download list. */
export function SupportDownloadsPage({
  title,
  intro,
  listHeading,
  ...list
}: { title: string; intro: string; listHeading: string } & Parameters<typeof SupportDownloadList>[0]) {
  return (
    <>
      <PageHeading title={title} intro={intro} breadcrumbs={[{ label: "Destek", to: "/destek" }]} />
      <section aria-labelledby="support-list-heading" className="mx-auto max-w-content px-6 py-12">
        <h2 id="support-list-heading" className="text-2xl font-bold">
          {listHeading}
        </h2>
        <SupportDownloadList {...list} />
      </section>
    </>
  );
}

/**
 * A support download list (docs/product.md#support-downloads): 6 skeleton cards while the items load during a
 * client-side navigation, the error texts when they fail, the static fallback when there are none, else the
 * items. The first load is server-rendered complete, because the document waits for the list.
 */
export function SupportDownloadList({
  kind,
  items,
  fallback,
  texts,
}: {
  kind: SupportAppType;
  items: SupportCardItem[] | Promise<SupportCardItem[]>;
  fallback: readonly SupportCardItem[];
  texts: ListTexts;
}) {
  return (
    <Suspense fallback={<SupportListSkeleton label={texts.loadingLabel} />}>
      <Await resolve={items} errorElement={<SupportListMessage title={texts.errorTitle} text={texts.errorText} />}>
        {(list) =>
          list.length > 0 ? (
            <SupportCards kind={kind} items={list} label={texts.label} />
          ) : (
            <>
              <p className="mt-8 text-slate-700" data-testid="support-fallback-note">
                {texts.fallbackNote}
              </p>
              <SupportCards kind={kind} items={fallback} label={texts.label} />
            </>
          )
        }
      </Await>
    </Suspense>
  );
}

function SupportCards({ kind, items, label }: { kind: SupportAppType; items: readonly SupportCardItem[]; label: string }) {
  const anyExternal = items.some((item) => downloadLinks(item).some((link) => link.external));
  return (
    <>
      {anyExternal && (
        <p id={NEW_TAB_NOTE_ID} hidden>
          Yeni sekmede açılır.
        </p>
      )}
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
        {items.map((item) => (
          <li key={item.id}>
            <SupportCard kind={kind} item={item} />
          </li>
        ))}
      </ul>
    </>
  );
}

function SupportCard({ kind, item }: { kind: SupportAppType; item: SupportCardItem }) {
  const image = localImageUrl(item.imageUrl);
  const Icon = kind === "software" ? Monitor : Smartphone;
  const links = downloadLinks(item);
  const details = [item.brand, item.version && `Sürüm ${item.version}`].filter(Boolean).join(" · ");
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-start gap-4">
        {image ? (
          <Picture src={image} alt="" width={64} height={64} sizes="64px" className="size-16 shrink-0 rounded-lg border border-slate-200 bg-slate-50 object-contain" />
        ) : (
          <span className="grid size-16 shrink-0 place-items-center rounded-lg bg-navy-50">
            <Icon aria-hidden="true" className="size-8 text-navy-700" />
          </span>
        )}
        <div>
          <h3 className="text-lg font-bold">{item.name}</h3>
          {details && <p className="text-sm text-slate-600">{details}</p>}
          {kind === "software" && (
            <p className="text-sm text-slate-600">Platform: {PLATFORM_LABELS[item.platform ?? DEFAULT_SOFTWARE_PLATFORM]}</p>
          )}
        </div>
      </div>
      {item.description && <p className="mt-4 flex-1 text-slate-700">{item.description}</p>}
      {links.length > 0 ? (
        <div className="mt-5 flex flex-wrap gap-2">
          {links.map((link) => (
            <a
              key={link.platform}
              href={link.href}
              aria-label={`${PLATFORM_LABELS[link.platform]} için indir: ${item.name}`}
              {...(link.external ? { target: "_blank", rel: "noopener", "aria-describedby": NEW_TAB_NOTE_ID } : { download: "" })}
              className={buttonVariants({ variant: link.platform === "android" ? "accent" : "primary", size: "sm" })}
            >
              <Download aria-hidden="true" className="size-4" />
              {PLATFORM_LABELS[link.platform]} için indir
              {link.external && <ExternalLink aria-hidden="true" className="size-3.5" />}
            </a>
          ))}
        </div>
      ) : (
        <p className="mt-5 text-sm text-slate-700">
          İndirme bağlantısı için{" "}
          <SiteLink to="/iletisim" className="font-semibold text-accent-700 underline">
            bize ulaşın
          </SiteLink>
          .
        </p>
      )}
    </article>
  );
}

/** The 6 skeleton cards (docs/product.md#interface-behaviour). */
export function SupportListSkeleton({ label }: { label: string }) {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label={label}>
      {Array.from({ length: SUPPORT_SKELETON_COUNT }, (_, index) => (
        <li key={index} data-testid="support-skeleton">
          <div className="rounded-xl border border-slate-200 bg-white p-6">
            <div className="flex items-start gap-4">
              <div className="size-16 animate-pulse rounded-lg bg-slate-200" />
              <div className="flex-1 space-y-3">
                <div className="h-5 w-3/4 animate-pulse rounded bg-slate-200" />
                <div className="h-3 w-1/2 animate-pulse rounded bg-slate-200" />
              </div>
            </div>
            <div className="mt-5 space-y-2">
              <div className="h-3 w-full animate-pulse rounded bg-slate-200" />
              <div className="h-3 w-5/6 animate-pulse rounded bg-slate-200" />
            </div>
            <div className="mt-5 h-8 w-40 animate-pulse rounded bg-slate-200" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The error panel of a support list, with its title and text. */
export function SupportListMessage({ title, text }: { title: string; text: string }) {
  return (
    <div className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-10 text-center" role="alert">
      <h3 className="text-xl font-bold">{title}</h3>
      <p className="mt-2 text-slate-700">{text}</p>
    </div>
  );
}
