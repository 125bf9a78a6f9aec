/**
 * The e-mail template receives the phone as an integer made of the digits the visitor typed: spaces, dots,
 * dashes, parentheses and a leading + do not count. "+34 968 00 01 01" → 34968000101; no digits → 0.
 */
export function phoneToInteger(typed: string): number {
  const digits = typed.replace(/\D+/g, "");
  if (digits === "") return 0;
  const value = Number(digits.slice(0, 15)); // 15 digits is the longest international number (E.164)
  return Number.isSafeInteger(value) ? value : 0;
}
