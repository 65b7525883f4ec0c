import { useSiteData } from "#app/domain/use-site-data";
import { Wordmark } from "./wordmark";

/**
 * The English not-found page (any other path; docs/product.md#text-rules); the document gets lang="en". The
 * logo heads it on every screen and leads home, like the button under the message.
 */
export function NotFoundPage() {
  const { settings } = useSiteData();
  return (
    <div className="flex min-h-screen flex-col bg-navy-50">
      <title>404 – Page not found</title>
      <meta name="robots" content="noindex" />
      <header className="bg-white shadow-sm">
        <div className="mx-auto max-w-content px-4 py-3 sm:px-6">
          <a
            href="/"
            aria-label={`${settings.companyName} – Home`}
            className="inline-block"
          >
            <Wordmark companyName={settings.companyName} />
          </a>
        </div>
      </header>
      <main className="grid flex-1 place-items-center px-6 py-16">
        <div className="max-w-lg text-center">
          <p className="text-sm font-semibold tracking-widest text-accent-700">
            404
          </p>
          <h1 className="mt-3 text-3xl font-bold sm:text-4xl">
            Page not found
          </h1>
          <p className="mt-4 text-lg text-slate-700">
            Sorry, the page you are looking for does not exist or has been
            moved.
          </p>
          <a
            href="/"
            className="mt-8 inline-flex rounded-md bg-navy-900 px-5 py-3 font-semibold text-white hover:bg-navy-800"
          >
            Go back home
          </a>
        </div>
      </main>
    </div>
  );
}
