/**
 * When a send fails, the enquiry is handed over another way in one tap: a WhatsApp message or an e-mail with the
 * whole enquiry written in, or the enquiry copied to paste anywhere. These build that text and those links.
 */
import { TYPED_NAMES, type EnquiryValues } from "./payload";

/** The label of each parameter in the handed-over text (data/forms.json, handOver.labels). */
export type EnquiryLabels = Record<keyof EnquiryValues, string>;

/**
 * The enquiry as plain text: a "Label: value" line for each parameter the visitor filled, in the payload's order. A
 * value already written under another label is not repeated (the quote block sends its company as the name too).
 */
export function enquiryText(values: Partial<EnquiryValues>, labels: EnquiryLabels): string {
  const written = new Set<string>();
  const lines: string[] = [];
  for (const name of TYPED_NAMES) {
    const value = values[name]?.trim() ?? "";
    if (value === "" || written.has(value)) continue;
    written.add(value);
    lines.push(`${labels[name]}: ${value}`);
  }
  return lines.join("\n");
}

/** A link that opens the visitor's e-mail app with the address, subject and body written in. */
export function mailtoLink(address: string, subject: string, body: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Puts the text on the clipboard; where the browser refuses its clipboard API, through a selected text area. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    try {
      return document.execCommand("copy");
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}
