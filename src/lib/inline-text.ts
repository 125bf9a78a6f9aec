/**
 * Text written inside a <script> or <style> element is not escaped by React or react-helmet: the HTML parser ends
 * the element at the first "</script" or "</style", whatever JSON or CSS string it is in. So every value from data/
 * that reaches one goes through these, which leave no "<" in the output at all.
 */

const JSON_UNSAFE: Record<string, string> = { "<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029" };

/** JSON for a <script> data block (JSON-LD, an island's props): the same value once parsed, with no "<", ">" or "&". */
export function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => JSON_UNSAFE[c]!);
}

/**
 * A CSS string literal for a <style> element: quotes, backslashes and "<", ">", "&" as CSS escapes (the hex code and
 * a space), line breaks and other control characters as spaces. The value shows as written; "</style" cannot occur.
 */
export function cssString(text: string): string {
  const escaped = text
    // eslint-disable-next-line no-control-regex -- control characters are what it replaces
    .replace(/[\u0000-\u001f\u007f\s]+/g, " ")
    .replace(/[\\"'<>&]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `);
  return `"${escaped}"`;
}
