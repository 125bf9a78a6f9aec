// The offer of an enquiry kept unsent, as a lazy island (registry.ts): made only when the browser keeps one.
export { default } from "../components/kept-banner";
