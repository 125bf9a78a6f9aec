/**
 * Security headers: each page gets its own Content-Security-Policy <meta>, first in its head, allowing by hash only
 * the inline scripts the build itself writes (page-scripts.ts); a page holding any other script that would run, a
 * `<script src>` that is not one of the browser side's files, Gatsby's runtime, or no head to put the policy in stops
 * the build, naming it.
 * public/_headers carries what is the same for every page, a closed policy for every file that is not a page, the
 * cache policy and the editor's own policy (headers.ts). Listed after script-loader, whose loader it allows.
 * Gatsby APIs: onPostBuild.
 */
import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { adminPolicy, headersFile, pagePolicy, withPolicyMeta } from "./headers";
import { buildScripts, checkPageScripts, insertedScriptHashes, pagePathOf } from "./page-scripts";
import { cmsBackend } from "../editor/backend";
import { resolveEmailConfig } from "../../src/lib/enquiry/config";
import { resolveAnalyticsConfig } from "../../src/lib/analytics/config";
import { MAP_ORIGIN } from "../../src/lib/map";
import { rewritePages } from "../shared/public-pages";

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const publicDir = path.join(process.cwd(), "public");
  const email = resolveEmailConfig(process.env);
  const measureOrigin = resolveAnalyticsConfig(process.env)?.origin;
  const build = buildScripts(publicDir);
  const refused: string[] = [];
  const withRuntime: string[] = [];
  const inserted = insertedScriptHashes();
  const headless = rewritePages(publicDir, (html, file) => {
    const page = path.relative(publicDir, file);
    const { hashes, unknown, runtime } = checkPageScripts(html, build, pagePathOf(page));
    const named = `- public/${page.split(path.sep).join("/")}`;
    refused.push(...unknown.map((start) => `${named}: «${start}»`));
    withRuntime.push(...runtime.map((start) => `${named}: «${start}»`));
    return withPolicyMeta(html, pagePolicy({ scriptHashes: [...hashes, ...inserted], emailOrigin: email.origin, mapOrigin: MAP_ORIGIN, measureOrigin }));
  });
  refused.push(...headless.map((page) => `- ${page}: sin <head>…</head>, no hay dónde poner su política`));
  if (withRuntime.length > 0) {
    reporter.panicOnBuild(
      `Hay páginas con el runtime de Gatsby, que plugins/script-loader quita de todas (¿falta ese plugin en gatsby-config.ts, o Gatsby escribe ya sus scripts de otra manera?); cargaría los datos de la página y React entero:\n${withRuntime.join("\n")}`,
    );
  }
  if (refused.length > 0) {
    reporter.panicOnBuild(
      `Hay páginas que la compilación no ha escrito así (scripts o archivos de scripts ajenos, o sin <head>); su política no los permite, y la compilación se detiene porque solo pueden venir de un texto de data/ convertido en código, de un archivo puesto a mano en public/ o static/ (vea plugins/security-headers/page-scripts.ts):\n${refused.join("\n")}`,
    );
  }
  fs.writeFileSync(path.join(publicDir, "_headers"), headersFile(adminPolicy(cmsBackend(process.env, false))));
  reporter.info("_headers escrito; cada página lleva su Content-Security-Policy en <meta>.");
};
