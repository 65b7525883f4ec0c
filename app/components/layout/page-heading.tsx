import { ChevronRight } from "lucide-react";
import { SiteLink } from "#app/components/ui/site-link";

type Crumb = { label: string; to?: string };

/** The title band at the top of an inner page, with breadcrumbs. */
export function PageHeading({
  title,
  intro,
  breadcrumbs = [],
  children,
}: {
  title: string;
  intro?: string;
  breadcrumbs?: Crumb[];
  children?: React.ReactNode;
}) {
  const trail: Crumb[] = [
    { label: "Ana Sayfa", to: "/" },
    ...breadcrumbs,
    { label: title },
  ];
  return (
    <section className="bg-gradient-to-br from-navy-950 via-navy-900 to-navy-800 text-white">
      <div className="mx-auto max-w-content px-6 py-12 sm:py-16">
        <nav aria-label="Sayfa konumu">
          <ol className="flex flex-wrap items-center gap-1.5 text-sm text-navy-200">
            {trail.map((crumb, index) => (
              <li
                key={`${crumb.label}-${index}`}
                className="flex items-center gap-1.5"
              >
                {index > 0 && (
                  <ChevronRight aria-hidden="true" className="size-3.5" />
                )}
                {crumb.to ? (
                  <SiteLink
                    to={crumb.to}
                    className="hover:text-white hover:underline"
                  >
                    {crumb.label}
                  </SiteLink>
                ) : (
                  <span aria-current="page" className="text-white">
                    {crumb.label}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className="mt-4 text-3xl font-bold text-white sm:text-4xl">
          {title}
        </h1>
        {intro && (
          <p className="mt-4 max-w-3xl text-lg text-navy-100">{intro}</p>
        )}
        {children}
      </div>
    </section>
  );
}
