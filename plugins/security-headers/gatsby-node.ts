/**
 * Security headers: each page gets its own Content-Security-Policy <meta>, first in its head, allowing by hash only
 * the inline scripts the build itself writes (page-scripts.ts), placed as Gatsby renders the page (gatsby-ssr.tsx,
 * the policy handed to the renderer here). Once the pages are written, one pass reads each with a parser: a page
 * holding any other script that would run, a `<script src>` that is not one of the browser side's files, Gatsby's
 * runtime, or not this build's policy before its scripts (a page the renderer did not write: one put in static/)
 * stops the build, naming it. public/_headers carries what is the same for every page, a closed policy for every
 * file that is not a page, the cache policy and the editor's own policy (headers.ts).
 * Gatsby APIs: onCreateWebpackConfig (setWebpackConfig), onPostBuild.
 */
import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { adminPolicy, headersFile, pagePolicy } from "./headers";
import { buildScripts, checkPageScripts, pagePathOf, pageScriptHashes } from "./page-scripts";
import { cmsBackend } from "../editor/backend";
import { resolveEmailConfig } from "../../src/lib/enquiry/config";
import { resolveAnalyticsConfig } from "../../src/lib/analytics/config";
import { MAP_ORIGIN } from "../../src/lib/map";
import { htmlFiles } from "../shared/public-pages";

/** The policy of every page of this build: the same text, from its settings and the scripts it writes. */
const buildPolicy = () =>
  pagePolicy({ scriptHashes: pageScriptHashes(), emailOrigin: resolveEmailConfig(process.env).origin, mapOrigin: MAP_ORIGIN, measureOrigin: resolveAnalyticsConfig(process.env)?.origin });

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage === "build-html") actions.setWebpackConfig({ plugins: [plugins.define({ __PAGE_POLICY__: JSON.stringify(buildPolicy()) })] });
};

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const publicDir = path.join(process.cwd(), "public");
  const build = buildScripts(publicDir);
  const policy = buildPolicy();
  const refused: string[] = [];
  const withRuntime: string[] = [];
  for (const file of htmlFiles(publicDir)) {
    const page = path.relative(publicDir, file);
    const { unknown, runtime, policies } = checkPageScripts(fs.readFileSync(file, "utf8"), build, pagePathOf(page));
    const named = `- public/${page.split(path.sep).join("/")}`;
    refused.push(...unknown.map((start) => `${named}: «${start}»`));
    withRuntime.push(...runtime.map((start) => `${named}: «${start}»`));
    if (policies.length !== 1 || policies[0]!.content !== policy || policies[0]!.late) refused.push(`${named}: sin la política de esta compilación al principio de su <head>`);
  }
  // One message for both kinds: the build stops at its first panic, and a maintainer should see every page at once.
  const problems = [
    withRuntime.length > 0 &&
      `Hay páginas con el runtime de Gatsby, que plugins/script-loader quita de todas (¿falta ese plugin en gatsby-config.ts, o Gatsby escribe ya sus scripts de otra manera?); cargaría los datos de la página y React entero:\n${withRuntime.join("\n")}`,
    refused.length > 0 &&
      `Hay páginas que la compilación no ha escrito así (scripts o archivos de scripts ajenos, o sin su política); su política no los permite, y la compilación se detiene porque solo pueden venir de un texto de data/ convertido en código, de un archivo puesto a mano en public/ o static/ (vea plugins/security-headers/page-scripts.ts):\n${refused.join("\n")}`,
  ].filter(Boolean);
  if (problems.length > 0) reporter.panicOnBuild(problems.join("\n\n"));
  fs.writeFileSync(path.join(publicDir, "_headers"), headersFile(adminPolicy(cmsBackend(process.env, false))));
  reporter.info("_headers escrito; cada página lleva su Content-Security-Policy en <meta>.");
};
