/** GraphQL node type of each kind of data file, chosen by the JSON Schema the file names in "$schema". */
export const NODE_TYPES: Readonly<Record<string, string>> = {
  "site.schema.json": "SiteJson",
  "navigation.schema.json": "NavigationJson",
  "home.schema.json": "HomeJson",
  "testimonials.schema.json": "TestimonialsJson",
  "about.schema.json": "AboutJson",
  "services-page.schema.json": "ServicesPageJson",
  "forms.schema.json": "FormsJson",
  "blog-page.schema.json": "BlogPageJson",
  "contact.schema.json": "ContactJson",
  "legal.schema.json": "LegalJson",
  "service.schema.json": "ServiceJson",
  "article.schema.json": "ArticleJson",
};

/** Node type for a parsed data file, or undefined when its "$schema" names no known schema. */
export function nodeTypeFor(object: unknown): string | undefined {
  const ref = (object as { $schema?: unknown } | null)?.$schema;
  if (typeof ref !== "string") return undefined;
  return NODE_TYPES[ref.split("/").pop() ?? ""];
}
