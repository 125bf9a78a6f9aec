/** The digits typed as a phone: spaces, dots, dashes, parentheses, a leading + and any letter do not count. */
const digitsOf = (typed: string) => typed.replace(/\D+/g, "");

/**
 * The e-mail template receives the phone as an integer made of the digits the visitor typed: spaces, dots,
 * dashes, parentheses and a leading + do not count. "+34 968 00 01 01" → 34968000101; no digits → 0.
 */
export function phoneToInteger(typed: string): number {
  const digits = digitsOf(typed);
  if (digits === "") return 0;
  const value = Number(digits.slice(0, 15)); // 15 digits is the longest international number (E.164)
  return Number.isSafeInteger(value) ? value : 0;
}

/** The phone's digits without Spain's prefix (+34, 0034), so "+34 968 000 101" and "968000101" are one phone. */
export const nationalDigits = (typed: string): string => digitsOf(typed).replace(/^(00)?34(?=\d{9}$)/, "");
