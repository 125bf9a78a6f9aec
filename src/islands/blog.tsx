// The blog's search and categories as an island (registry.ts); the cards stay HTML (blog-articles.tsx).
export { BlogFilter as default } from "../components/blog-filter";
