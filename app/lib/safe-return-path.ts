/** A path of this site to send the visitor back to after a form posted without JavaScript ("Teklife Ekle", "Karşılaştır"), or null. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 500 || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  // eslint-disable-next-line no-control-regex -- a control character never belongs in a path we link to
  return /[\u0000-\u001f\u007f\\]/.test(value) ? null : value;
}
