import { createContext, useContext } from "react";
import type { FormsShared } from "../../hooks/use-forms-data";

export type { FormsShared };

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
