/**
 * The last-resort page when React Router itself cannot render (it has its own Turkish error
 * boundary for everything else). Static text only: nothing from the request is echoed.
 */
export function fallbackErrorPage(status: 500 | 503): string {
  const title = status === 503 ? "Hizmet geçici olarak kullanılamıyor" : "Beklenmeyen bir hata oluştu";
  const text =
    status === 503
      ? "Sitemiz kısa bir bakım ya da yoğunluk nedeniyle şu anda yanıt veremiyor. Lütfen birkaç dakika sonra tekrar deneyin."
      : "İsteğiniz işlenirken bir sorun oluştu. Lütfen sayfayı yenileyin ya da daha sonra tekrar deneyin.";
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f8fafc;color:#0b1f3a}main{max-width:32rem;padding:2rem;text-align:center}a{color:#9a3412}</style></head><body><main><p>${status}</p><h1>${title}</h1><p>${text}</p><p><a href="/">Ana Sayfaya Dön</a></p></main></body></html>`;
}
