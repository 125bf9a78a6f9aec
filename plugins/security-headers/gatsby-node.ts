/**
 * Security headers: each page gets its own Content-Security-Policy <meta>, first in its head, with the hashes of its
 * inline scripts; public/_headers carries what is the same for every page, the cache policy and the editor's own
 * policy (headers.ts). Listed after script-loader, whose inline scripts it hashes.
 * Gatsby APIs: onPostBuild.
 */
import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { adminPolicy, headersFile, inlineScriptHashes, pagePolicy, withPolicyMeta } from "./headers";
import { cmsBackend } from "../editor/backend";
import { resolveEmailConfig } from "../../src/lib/enquiry/config";
import { MAP_ORIGIN } from "../../src/lib/map";
import { rewritePages } from "../shared/public-pages";

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const publicDir = path.join(process.cwd(), "public");
  const email = resolveEmailConfig(process.env);
  rewritePages(publicDir, (html) =>
    html.includes("</head>") ? withPolicyMeta(html, pagePolicy({ scriptHashes: inlineScriptHashes(html), emailOrigin: email.origin, mapOrigin: MAP_ORIGIN })) : html,
  );
  fs.writeFileSync(path.join(publicDir, "_headers"), headersFile(adminPolicy(cmsBackend(process.env, false))));
  reporter.info("_headers escrito; cada página lleva su Content-Security-Policy en <meta>.");
};
