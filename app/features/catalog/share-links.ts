/**
 * Share targets of the product page (docs/product.md#catalogue): a social network, a microblog and a
 * messaging app.
 */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { id: "facebook", label: "Facebook'ta paylaş", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { id: "x", label: "X'te paylaş", href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { id: "whatsapp", label: "WhatsApp ile paylaş", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
  ] as const;
}

/** The pre-filled WhatsApp message naming the product and its address. */
export function productWhatsappMessage(name: string, url: string): string {
  return `Merhaba, "${name}" ürünü hakkında bilgi almak istiyorum: ${url}`;
}
