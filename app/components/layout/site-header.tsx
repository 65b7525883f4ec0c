import { MaskIcon } from "#app/components/ui/mask-icon";
import { Mail, Menu, Phone, X } from "lucide-react";
import { useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { SiteLink } from "#app/components/ui/site-link";
import { CachedMarkup } from "#app/components/cached-markup";
import { telHref, type SiteSettings } from "#app/domain/site-settings";
import { CATEGORIES, categoryHref } from "#app/domain/catalog-taxonomy";
import { InstagramIcon } from "#app/components/ui/social-icons";
import { MegaMenu } from "./mega-menu";
import { ComparisonLink, QuoteBasketLink } from "./selection-links";
import { MAIN_NAV, navigationStateKey } from "./navigation";
import { useDisclosureMenus } from "./use-disclosure-menus";
import { Wordmark } from "./wordmark";

function isActivePath(pathname: string, to: string) {
  if (to === "/") return pathname === "/";
  if (to === "/urunler")
    return pathname === "/urunler" || pathname.startsWith("/urun/");
  return pathname === to || pathname.startsWith(`${to}/`);
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `menu-entry font-semibold ${isActive ? "text-accent-700" : "text-navy-800"}`;

/** The desktop bar's entries: one line each, tighter than the menus' entries so that the bar fits 1280 px (issue 27). */
const barEntryClass = (isActive: boolean) =>
  `flex items-center gap-1 rounded-md px-2 py-2 text-sm font-semibold whitespace-nowrap hover:bg-navy-50 hover:text-navy-900 ${
    isActive ? "text-accent-700" : "text-navy-800"
  }`;

/**
 * The header. Its menus and top bar depend only on content and on which navigation targets the path
 * makes active, so on pages without React in the browser their markup is rendered once per content
 * generation (`cacheable`: the settings came from the database); the basket badge stays live.
 */
export function SiteHeader({
  settings,
  topBarText,
  basketCount,
  comparisonCount,
  cacheable,
}: {
  settings: SiteSettings;
  topBarText: string;
  basketCount: number;
  comparisonCount: number;
  cacheable: boolean;
}) {
  const headerRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useDisclosureMenus(headerRef);
  // Markup is kept on the server only; the browser bundle leaves the key out.
  const navigationState =
    import.meta.env.SSR && cacheable ? navigationStateKey(pathname) : null;

  return (
    <header
      ref={headerRef}
      data-enhance="menus"
      className="sticky top-0 z-30 bg-white shadow-sm"
    >
      <CachedMarkup
        as="div"
        cacheKey={cacheable ? "header-top" : null}
        className="hidden bg-navy-950 text-navy-100 md:block"
      >
        <div className="mx-auto flex max-w-header items-center justify-between gap-6 px-6 py-2 text-sm">
          <div className="flex items-center gap-6">
            <a
              href={`mailto:${settings.email}`}
              className="inline-flex items-center gap-2 hover:text-white"
            >
              <Mail aria-hidden="true" className="size-4" />
              {settings.email}
            </a>
            <a
              href={telHref(settings.phonePrimary)}
              className="inline-flex items-center gap-2 hover:text-white"
            >
              <Phone aria-hidden="true" className="size-4" />
              {settings.phonePrimary}
            </a>
          </div>
          <div className="flex items-center gap-4">
            <span>{topBarText}</span>
            {settings.socialLinks.instagram && (
              <a
                href={settings.socialLinks.instagram}
                target="_blank"
                rel="noopener noreferrer"
                className="hover:text-white"
                aria-label="Instagram (yeni sekmede açılır)"
              >
                <InstagramIcon className="size-4" />
              </a>
            )}
          </div>
        </div>
      </CachedMarkup>

      <div className="relative">
        <div className="mx-auto flex max-w-header items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <SiteLink
            to="/"
            aria-label={`${settings.companyName} – Ana Sayfa`}
            className="shrink-0"
          >
            <Wordmark companyName={settings.companyName} />
          </SiteLink>

          <CachedMarkup
            as="nav"
            cacheKey={
              navigationState === null ? null : `header-nav:${navigationState}`
            }
            aria-label="Ana menü"
            className="hidden xl:block"
          >
            <ul className="flex items-center gap-0.5">
              {MAIN_NAV.map((item) => (
                <li key={item.to}>
                  {item.megaMenu ? (
                    <MegaMenu
                      summaryClassName={barEntryClass(
                        isActivePath(pathname, item.to),
                      )}
                    />
                  ) : item.children ? (
                    <details data-menu className="relative">
                      <summary
                        className={barEntryClass(
                          isActivePath(pathname, item.to),
                        )}
                      >
                        {item.label}
                        <MaskIcon name="chevron-down" />
                      </summary>
                      <ul className="absolute left-0 top-full z-40 mt-1 w-56 rounded-md border border-slate-200 bg-white p-2 shadow-lg">
                        <li>
                          <NavLink to={item.to} end className={navLinkClass}>
                            Destek Merkezi
                          </NavLink>
                        </li>
                        {item.children.map((child) => (
                          <li key={child.to}>
                            <NavLink to={child.to} className={navLinkClass}>
                              {child.label}
                            </NavLink>
                          </li>
                        ))}
                      </ul>
                    </details>
                  ) : (
                    <NavLink
                      to={item.to}
                      end={item.to === "/"}
                      className={({ isActive }) => barEntryClass(isActive)}
                    >
                      {item.label}
                    </NavLink>
                  )}
                </li>
              ))}
            </ul>
          </CachedMarkup>

          <div className="flex items-center gap-1 sm:gap-2">
            <ComparisonLink count={comparisonCount} />
            <QuoteBasketLink count={basketCount} />
            <SiteLink
              to="/ucretsiz-kesif"
              className="hidden shrink-0 rounded-md bg-accent-600 px-3 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-accent-700 sm:inline-flex"
            >
              Ücretsiz Keşif
            </SiteLink>
            <MobileMenu
              settings={settings}
              cacheKey={
                navigationState === null
                  ? null
                  : `header-mobile:${navigationState}`
              }
            />
          </div>
        </div>
      </div>
    </header>
  );
}

/**
 * The mobile menu's 12 categories with their subcategories, like the desktop mega menu: each category
 * a `<details>` (it opens without JavaScript) holding the link to the whole category and one per
 * subcategory (full-document links, as in the mega menu).
 */
function MobileCategories() {
  return CATEGORIES.map((category) => (
    <li key={category.slug}>
      {category.subcategories.length === 0 ? (
        <SiteLink
          to={categoryHref(category.slug)}
          className={navLinkClass({ isActive: false })}
        >
          {category.name}
        </SiteLink>
      ) : (
        <details>
          <summary className="menu-summary">
            {category.name}
            <MaskIcon name="chevron-down" />
          </summary>
          <ul className="ml-3 border-l border-slate-200 pb-1 pl-2">
            <li>
              <SiteLink
                to={categoryHref(category.slug)}
                className={navLinkClass({ isActive: false })}
              >
                Tüm {category.name}
              </SiteLink>
            </li>
            {category.subcategories.map((subcategory) => (
              <li key={subcategory.slug}>
                <SiteLink
                  reloadDocument
                  to={categoryHref(category.slug, subcategory.slug)}
                  className="menu-entry text-slate-700"
                >
                  {subcategory.name}
                </SiteLink>
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  ));
}

function MobileMenu({
  settings,
  cacheKey,
}: {
  settings: SiteSettings;
  cacheKey: string | null;
}) {
  return (
    <CachedMarkup
      as="details"
      cacheKey={cacheKey}
      data-menu
      className="group/mobile xl:hidden"
    >
      <summary className="flex size-11 items-center justify-center rounded-md text-navy-900 hover:bg-navy-50">
        <Menu aria-hidden="true" className="size-6 group-open/mobile:hidden" />
        <X
          aria-hidden="true"
          className="hidden size-6 group-open/mobile:block"
        />
        <span className="sr-only">Menü</span>
      </summary>
      <nav
        aria-label="Mobil menü"
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 shadow-xl"
      >
        <ul className="divide-y divide-slate-100">
          {MAIN_NAV.map((item) => (
            <li key={item.to} className="py-1">
              {item.megaMenu || item.children ? (
                <details>
                  <summary className="flex items-center justify-between rounded-md px-3 py-3 font-semibold text-navy-900">
                    {item.label}
                    <MaskIcon name="chevron-down" className="size-5" />
                  </summary>
                  <ul className="pb-2 pl-3">
                    <li>
                      <NavLink to={item.to} end className={navLinkClass}>
                        {item.megaMenu ? "Tüm Ürünler" : "Destek Merkezi"}
                      </NavLink>
                    </li>
                    {item.megaMenu ? (
                      <MobileCategories />
                    ) : (
                      (item.children ?? []).map((child) => (
                        <li key={child.to}>
                          <SiteLink
                            to={child.to}
                            className={navLinkClass({ isActive: false })}
                          >
                            {child.label}
                          </SiteLink>
                        </li>
                      ))
                    )}
                  </ul>
                </details>
              ) : (
                <NavLink
                  to={item.to}
                  end={item.to === "/"}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-3 font-semibold ${isActive ? "text-accent-700" : "text-navy-900"}`
                  }
                >
                  {item.label}
                </NavLink>
              )}
            </li>
          ))}
        </ul>
        <div className="mt-4 grid gap-2 px-3 text-sm">
          <a
            href={telHref(settings.phonePrimary)}
            className="inline-flex items-center gap-2 text-navy-900"
          >
            <Phone aria-hidden="true" className="size-4" />{" "}
            {settings.phonePrimary}
          </a>
          <a
            href={`mailto:${settings.email}`}
            className="inline-flex items-center gap-2 text-navy-900"
          >
            <Mail aria-hidden="true" className="size-4" /> {settings.email}
          </a>
        </div>
      </nav>
    </CachedMarkup>
  );
}
