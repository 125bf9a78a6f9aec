// The article's share block as an island (registry.ts): its button needs the browser's share sheet or clipboard.
export { ShareArticle as default } from "../components/share-article";
