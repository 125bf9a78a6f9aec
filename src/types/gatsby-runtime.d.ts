import type { Context } from "react";

// Gatsby's runtime exports the context useStaticQuery reads, but its type declarations leave it out. The editor's
// preview (src/cms/static-queries.tsx) provides it, so the site's components run outside a Gatsby page.
declare module "gatsby" {
  export const StaticQueryContext: Context<Record<string, { data: unknown }>>;
}
