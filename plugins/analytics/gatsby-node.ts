/**
 * The audience measurement the build sends to (src/lib/analytics/config.ts), checked once and handed to the browser
 * code as the constant __MEASURE__ ({domain, endpoint}, or null: then the minifier drops the sending code). A setting
 * that cannot work stops the build naming it; a release build refuses a collector without https. It notes the
 * configuration for the end-to-end tests (measure-config.ts).
 * Gatsby APIs: onPreBootstrap, onCreateWebpackConfig (plugins.define).
 */
import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { analyticsReleaseProblems, resolveAnalyticsConfig } from "../../src/lib/analytics/config";
import { MEASURE_CONFIG } from "./measure-config";

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = process.env.RELEASE_BUILD === "1" ? analyticsReleaseProblems(process.env) : [];
  if (problems.length > 0) reporter.panic(`Compilación de publicación rechazada: ${problems.join("; ")}.`);
  let config;
  try {
    config = resolveAnalyticsConfig(process.env);
  } catch (error) {
    reporter.panic((error as Error).message);
    return;
  }
  fs.mkdirSync(path.dirname(MEASURE_CONFIG), { recursive: true });
  fs.writeFileSync(MEASURE_CONFIG, JSON.stringify(config));
  reporter.info(config ? `Medición de audiencia: ${config.domain} en ${config.endpoint}.` : "Medición de audiencia: ninguna (sin GATSBY_PLAUSIBLE_DOMAIN); las páginas no envían nada.");
};

// Resolved again from the environment (a pure function of it), which onPreBootstrap has already checked.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins }) => {
  const measure = resolveAnalyticsConfig(process.env);
  actions.setWebpackConfig({ plugins: [plugins.define({ __MEASURE__: JSON.stringify(measure && { domain: measure.domain, endpoint: measure.endpoint }) })] });
};
