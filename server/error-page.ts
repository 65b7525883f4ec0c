/**
 * The last-resort page when React Router itself cannot render (it has its own Turkish error
 * boundary for everything else). Static text only: nothing from the request is echoed.
 */
const PAGES: Record<400 | 413 | 500 | 503, { title: string; text: string }> = {
  400: {
    title: "Geçersiz istek",
    text: "Adresteki bir parametre birden fazla kez verilmiş ya da istek anlaşılamadı. Lütfen adresi kontrol edip tekrar deneyin.",
  },
  413: {
    title: "Gönderilen form çok büyük",
    text: "Formda gönderilen bilgiler izin verilen boyutu aşıyor. Lütfen metinleri kısaltıp tekrar deneyin.",
  },
  500: {
    title: "Beklenmeyen bir hata oluştu",
    text: "İsteğiniz işlenirken bir sorun oluştu. Lütfen sayfayı yenileyin ya da daha sonra tekrar deneyin.",
  },
  503: {
    title: "Hizmet geçici olarak kullanılamıyor",
    text: "Sitemiz kısa bir bakım ya da yoğunluk nedeniyle şu anda yanıt veremiyor. Lütfen birkaç dakika sonra tekrar deneyin.",
  },
};

export function fallbackErrorPage(status: 400 | 413 | 500 | 503): string {
  const { title, text } = PAGES[status];
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f8fafc;color:#0b1f3a}main{max-width:32rem;padding:2rem;text-align:center}a{color:#9a3412}</style></head><body><main><p>${status}</p><h1>${title}</h1><p>${text}</p><p><a href="/">Ana Sayfaya Dön</a></p></main></body></html>`;
}
