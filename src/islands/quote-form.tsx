import { QuoteForm } from "./forms/quote-form";
import { formIsland } from "./form-island";

/** The island of quote-form (registry.ts). */
export default formIsland(QuoteForm);
