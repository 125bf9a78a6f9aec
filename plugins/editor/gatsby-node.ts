/**
 * The content editor at /admin/ (Decap CMS): its own bundle (src/cms), compiled beside Gatsby's with the same loaders
 * in `gatsby develop` and `gatsby build`, with its configuration generated from data/schemas and data/.
 * Gatsby APIs: onCreateWebpackConfig (getConfig, to reuse this stage's loaders), onCreateDevServer.
 * Options: siteUrl.
 */
import path from "path";
import { spawnSync } from "child_process";
import type { GatsbyNode, PluginOptions } from "gatsby";
import { ADMIN_DIR, compileAdmin } from "./admin-bundle";
import { adminPolicy } from "../security-headers/headers";
import { cmsBackend, logsInOnItsOrigin } from "./backend";
import { cmsConfig } from "./config";
import { pageQuery } from "./page-queries";
import { RECORDS } from "../../src/lib/content/kinds";

const root = process.cwd();

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = async ({ stage, getConfig, reporter }, options: PluginOptions) => {
  if (stage !== "develop" && stage !== "build-javascript") return;
  const develop = stage === "develop";
  const remote = spawnSync("git", ["config", "--get", "remote.origin.url"], { cwd: root, encoding: "utf8" }).stdout?.trim();
  const backend = cmsBackend(process.env, develop, remote);
  if (backend.warning) reporter.warn(backend.warning);
  const siteUrl = String(options.siteUrl ?? "");
  const dataDir = path.join(root, "data");
  const config = () => cmsConfig({ schemaDir: path.join(dataDir, "schemas"), dataDir, root, backend: backend.backend, localBackend: backend.localBackend, editorialWorkflow: backend.editorialWorkflow, siteUrl });
  const src = path.join(root, "src");
  // The previews render the services' and articles' templates with their page queries, by editor collection.
  const previewed = [RECORDS.service, RECORDS.article];
  const queries = Object.fromEntries(previewed.map((k) => [k.editor.name, pageQuery(path.join(src, "templates", `${k.template}.tsx`), src)]));
  const bundle = { base: getConfig(), root, develop, title: "Editor de contenidos", policy: adminPolicy(backend), config, queries, sameOriginLogin: logsInOnItsOrigin(backend) };
  await compileAdmin(bundle, (message) => reporter.error(message));
};

/** `gatsby develop` serves public/ files but answers a folder with its 404 page: the editor's page is a file there. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  app.get(`/${ADMIN_DIR}/`, (_request: unknown, response: { sendFile: (file: string) => void }) => response.sendFile(path.join(root, "public", ADMIN_DIR, "index.html")));
};
