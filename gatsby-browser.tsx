import "./src/styles/global.css";

/*
 * Pages are HTML: Gatsby's browser runtime is not loaded by them (plugins/script-loader); what runs in the browser is
 * the small script of every page (src/chrome) and the islands (src/islands). The style sheet is imported here and in
 * gatsby-ssr.tsx so that Gatsby's build extracts and inlines it.
 */
