// The blog's search, categories and list as an island (registry.ts).
export { BlogList as default } from "../components/blog-list";
