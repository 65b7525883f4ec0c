import { RefreshCw } from "lucide-react";

const TEXTS = {
  500: {
    title: "Beklenmeyen bir hata oluştu",
    body: "İsteğiniz işlenirken bir sorun oluştu. Lütfen sayfayı yenileyin ya da biraz sonra tekrar deneyin.",
  },
  503: {
    title: "Hizmet geçici olarak kullanılamıyor",
    body: "Sitemiz kısa bir bakım ya da yoğunluk nedeniyle şu anda yanıt veremiyor. Lütfen birkaç dakika sonra tekrar deneyin.",
  },
} as const;

/** The Turkish error page for 500 and 503; it needs no data, so it renders even when the database is down. */
export function ErrorPage({ status }: { status: 500 | 503 }) {
  const text = TEXTS[status];
  return (
    <main className="grid min-h-screen place-items-center bg-navy-50 px-6 py-24">
      <title>{`${text.title} (${status})`}</title>
      <meta name="robots" content="noindex" />
      <div className="max-w-lg text-center">
        <p className="text-sm font-semibold tracking-widest text-accent-700">
          HATA {status}
        </p>
        <h1 className="mt-3 text-3xl font-bold sm:text-4xl">{text.title}</h1>
        <p className="mt-4 text-lg text-slate-700">{text.body}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a
            href="/"
            className="inline-flex items-center gap-2 rounded-md bg-navy-900 px-5 py-3 font-semibold text-white hover:bg-navy-800"
          >
            Ana Sayfaya Dön
          </a>
          <a
            href=""
            className="inline-flex items-center gap-2 rounded-md border border-navy-200 bg-white px-5 py-3 font-semibold text-navy-900 hover:bg-navy-100"
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            Sayfayı Yenile
          </a>
        </div>
      </div>
    </main>
  );
}
