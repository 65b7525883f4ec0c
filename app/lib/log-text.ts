/**
 * A user-supplied string made safe for a log line (ASVS 16.4.1): CR, LF and the other control
 * characters are written as visible escapes, so a username or path cannot forge a second line in
 * any log viewer (JSON encoding already escapes them; plain-text sinks and greps do not).
 */
export function logText(value: string | null | undefined, maxLength = 200): string {
  if (value == null) return "";
  // eslint-disable-next-line no-control-regex
  const escaped = value.replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, (character) => {
    if (character === "\r") return "\\r";
    if (character === "\n") return "\\n";
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
  return escaped.length > maxLength ? `${escaped.slice(0, maxLength)}…` : escaped;
}
