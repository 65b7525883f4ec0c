import { KVKK_NOTICE } from "#app/content/legal";
import { LegalPage } from "#app/features/legal/legal-page";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import type { RouteHandle } from "#app/root";
import type { Route } from "./+types/kvkk";

/** Plain HTML: links, `<details>` menus and FAQ work without JavaScript (ADR 017). */
export const handle: RouteHandle = { scripts: false };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteIdentity(matches), {
    title: KVKK_NOTICE.title,
    description: "6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında, iletişim formu ve bülten aracılığıyla işlenen kişisel verilere ilişkin aydınlatma metni.",
    keywords: "kvkk, aydınlatma metni, kişisel verilerin korunması",
    path: "/kvkk",
  });

export default function KvkkPage() {
  return <LegalPage document={KVKK_NOTICE} />;
}
