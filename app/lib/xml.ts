// XML 1.0 forbids these characters even when escaped: drop them rather than emit a broken feed.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text safe inside an XML element or a quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(XML_FORBIDDEN, "").replace(/[&<>"']/g, (character) => XML_ENTITIES[character]!);
}
