import { ContactForm } from "../forms/contact-form";
import { formIsland } from "../form-island";

/** The contact-form island: its form with the shared texts it is given (../form-island.tsx). */
export default formIsland(ContactForm);
