import { ContactForm } from "./forms/contact-form";
import { formIsland } from "./form-island";

/** The island of contact-form (registry.ts). */
export default formIsland(ContactForm);
