/** The English not-found page (SPEC 2: "any other path"); the document gets lang="en". */
export function NotFoundPage() {
  return (
    <main className="grid min-h-screen place-items-center bg-navy-50 px-6 py-24">
      <title>404 – Page not found</title>
      <meta name="robots" content="noindex" />
      <div className="max-w-lg text-center">
        <p className="text-sm font-semibold tracking-widest text-accent-700">404</p>
        <h1 className="mt-3 text-3xl font-bold sm:text-4xl">Page not found</h1>
        <p className="mt-4 text-lg text-slate-700">
          Sorry, the page you are looking for does not exist or has been moved.
        </p>
        <a
          href="/"
          className="mt-8 inline-flex rounded-md bg-navy-900 px-5 py-3 font-semibold text-white hover:bg-navy-800"
        >
          Go back home
        </a>
      </div>
    </main>
  );
}
