import { data } from "react-router";
import { PageHeading } from "#app/components/layout/page-heading";
import { SERVICE_LANDINGS } from "#app/content/service-landings";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import type { Route } from "./+types/service-landing";

export function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.slice(1);
  const landing = SERVICE_LANDINGS.find((entry) => entry.slug === slug);
  if (!landing) throw data(null, { status: 404 });
  return { landing };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(siteIdentity(matches), {
        title: loaderData.landing.title,
        description: loaderData.landing.description,
        keywords: loaderData.landing.keywords,
        path: `/${loaderData.landing.slug}`,
      })
    : [];

export default function ServiceLandingPage({ loaderData: { landing } }: Route.ComponentProps) {
  return <PageHeading title={landing.title} intro={landing.intro} breadcrumbs={[{ label: "Hizmetlerimiz", to: "/hizmetlerimiz" }]} />;
}
