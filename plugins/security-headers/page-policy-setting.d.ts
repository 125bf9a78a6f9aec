/**
 * The Content-Security-Policy every page carries (gatsby-ssr.tsx), defined by gatsby-node.ts for the production HTML
 * build only. Undefined elsewhere (`gatsby develop` runs Gatsby's runtime, which the policy would refuse).
 */
declare const __PAGE_POLICY__: string | undefined;
