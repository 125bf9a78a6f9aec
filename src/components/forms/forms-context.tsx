import { createContext, useContext } from "react";
import type { FormsData } from "../../hooks/use-forms-data";
import type { SiteFacts } from "../../lib/site-types";

/** What every enquiry form shows besides its own texts: the shared texts of data/forms.json and the company's lines. */
export interface FormsShared {
  forms: Omit<FormsData, "contact" | "industrial" | "newsletter">;
  site: Pick<SiteFacts, "phones" | "emails" | "whatsapp">;
}

/**
 * A form is an island (src/islands): its root receives this as props and provides it here, so the form's parts read
 * it without a static query, in the page's HTML and in the browser alike.
 */
export const FormsContext = createContext<FormsShared | null>(null);

export function useForms(): FormsShared {
  const shared = useContext(FormsContext);
  if (!shared) throw new Error("An enquiry form must sit inside FormsContext (its island provides it).");
  return shared;
}
