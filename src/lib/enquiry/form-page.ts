/** What an enquiry form reads from its page: values typed before the script ran, and the honeypot. Its session copy: src/lib/session-json.ts. */
import { TRAP_FIELD } from "./bot-check";

/** Values already in the form's fields (typed before hydration), for the keys of the form's values. */
export function readTyped<V>(form: HTMLFormElement | null, empty: V): Partial<V> {
  const typed: Record<string, unknown> = {};
  if (!form) return typed as Partial<V>;
  for (const key of Object.keys(empty as object)) {
    const field = form.elements.namedItem(key);
    if (field instanceof HTMLInputElement && field.type === "checkbox") {
      if (field.checked) typed[key] = true;
    } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) {
      if (field.value !== "" && field.value !== (empty as Record<string, unknown>)[key]) typed[key] = field.value;
    }
  }
  return typed as Partial<V>;
}

export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** What the honeypot field of the form holds (src/lib/enquiry/bot-check.ts). */
export function trapValue(form: HTMLFormElement | null): string {
  const field = form?.elements.namedItem(TRAP_FIELD);
  return field instanceof HTMLInputElement ? field.value : "";
}
