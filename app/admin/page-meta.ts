/**
 * An admin page's `meta` (issue 16): its own title before the panel's ("Ürünler · Yönetim Paneli"),
 * so browser tabs and history tell the pages apart; never indexed. A route's meta replaces its
 * parents', so each page repeats the robots rule.
 */
export function adminPageMeta(page?: string) {
  return () => [
    { title: page ? `${page} · Yönetim Paneli` : "Yönetim Paneli" },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
