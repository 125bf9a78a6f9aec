import { QuoteForm } from "../forms/quote-form";
import { formIsland } from "../form-island";

/** The quote-form island: its form with the shared texts it is given (../form-island.tsx). */
export default formIsland(QuoteForm);
