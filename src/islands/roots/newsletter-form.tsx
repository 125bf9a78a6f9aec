import { NewsletterForm } from "../forms/newsletter-form";
import { formIsland } from "../form-island";

/** The newsletter-form island: its form with the shared texts it is given (../form-island.tsx). */
export default formIsland(NewsletterForm);
