/**
 * Turkish phone numbers as visitors type them ("0532 123 45 67", "(0262) 321 00 00",
 * "+90 532-123-4567", "0090 5321234567", "5321234567") to E.164 ("+905321234567").
 *
 * Accepted: mobile numbers (5xx), geographic landlines (area codes 212–488) and 850 numbers, ten
 * digits after the country code. Anything else (a foreign number, a short 444 line, a digit too
 * many) is refused: staff call these numbers back, so a wrong one loses the lead.
 */
const SEPARATORS = /[\s().\-/]/g;
const NATIONAL_NUMBER = /^(5\d{9}|[234][1-8]\d{8}|850\d{7})$/;

export function normaliseTurkishPhone(input: string): string | null {
  let digits = input.trim().replace(SEPARATORS, "");
  if (digits.startsWith("+90")) digits = digits.slice(3);
  else if (digits.startsWith("0090")) digits = digits.slice(4);
  else if (digits.startsWith("90") && digits.length === 12) digits = digits.slice(2);
  else if (digits.startsWith("0") && digits.length === 11) digits = digits.slice(1);
  return NATIONAL_NUMBER.test(digits) ? `+90${digits}` : null;
}

/** "+905321234567" → "0532 123 45 67", the way Turkish staff read a number aloud. */
export function formatTurkishPhone(e164: string): string {
  const national = e164.replace(/^\+90/, "");
  if (!/^\d{10}$/.test(national)) return e164;
  return `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6, 8)} ${national.slice(8)}`;
}
