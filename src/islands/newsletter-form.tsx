import { NewsletterForm } from "./forms/newsletter-form";
import { formIsland } from "./form-island";

/** The island of newsletter-form (registry.ts). */
export default formIsland(NewsletterForm);
