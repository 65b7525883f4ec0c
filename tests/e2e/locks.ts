/**
 * Playwright test locks (https://playwright.dev/docs/test-parallel#test-locks) for the state every
 * spec shares through the one server and database, where no name of a test's own keeps two specs
 * apart: tests that hold the same lock never run at the same time, whichever files they are in; all
 * other tests still run beside them. A test that writes such state and one that checks it whole hold
 * the same lock.
 */
export const LOCKS = {
  /** The public blog list, checked whole (its titles in order, its count, its first card's image); admin specs publish posts. */
  publicBlogList: "public-blog-list",
  /** The home page's hero slides, checked by number and by the first one's image; services-content.spec.ts times one out and retitles another. */
  homeHero: "home-hero",
  /** The one site-settings row: a save over another's newer save is refused with 409, and supplier-import.spec.ts needs its supplier address unset at first. */
  siteSettings: "site-settings",
} as const;
