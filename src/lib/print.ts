import { cssString } from "./inline-text";

export interface PrintHeadings {
  brand: string;
  /** The page's address, so a printed page says where it came from. */
  url: string;
  /** Phones and address, on every printed sheet. */
  contact: string;
}

/**
 * The margins of every printed sheet (CSS page margin boxes): the brand and the page's address at the top, the
 * phones and address and the sheet number at the bottom.
 */
export function printPageCss({ brand, url, contact }: PrintHeadings): string {
  const box = (where: string, content: string) => `@${where}{content:${content};font:9pt system-ui,sans-serif;color:#333}`;
  return `@media print{@page{margin:1.8cm 1.5cm;${box("top-left", cssString(brand))}${box("top-right", cssString(url))}${box("bottom-left", cssString(contact))}${box("bottom-right", 'counter(page) " / " counter(pages)')}}}`;
}
