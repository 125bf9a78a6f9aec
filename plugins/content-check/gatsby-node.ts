/**
 * The content check: every file in data/ against its JSON Schema, plus what no schema can check (validate.ts). The build
 * stops on a mistake with a message naming file and field; `gatsby develop` checks again on every change, prints the same
 * report first, fails the development bundle with it (the browser's overlay) and keeps a file with a mistake out of the
 * data layer until it is mended. Listed before gatsby-transformer-json, so it sees each changed data file first.
 * Gatsby APIs: onPreBootstrap, onCreateNode, onCreateWebpackConfig (setWebpackConfig).
 *
 * One step has no public API: keeping a broken file from gatsby-transformer-json, done by setting its File node's
 * mediaType to text/plain (the transformer only takes application/json). Checked with Gatsby 5.16 and
 * gatsby-transformer-json 5.16; tests/e2e/editor.spec.ts fails if a broken file reaches GraphQL or the transformer.
 */
import path from "path";
import type { GatsbyNode } from "gatsby";
import { ContentCheckPlugin, DevelopCheck, contentReport, siteContentOptions } from "./develop";
import { validateContent } from "./validate";

const root = process.cwd();
const developing = process.env.gatsby_executing_command === "develop";
const check = new DevelopCheck(path.join(root, "data"), () => siteContentOptions(root));
const bundleCheck = new ContentCheckPlugin(check);
let reported = "";

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const { errors, warnings, bySchema } = validateContent(path.join(root, "data"), siteContentOptions(root));
  if (errors.length > 0) {
    if (developing) reporter.error(contentReport(errors));
    else reporter.panic(contentReport(errors));
  }
  const count = [...bySchema.values()].reduce((n, files) => n + files.length, 0);
  reporter.info(`Contenido de data/ validado: ${count} archivos correctos.`);
  for (const warning of warnings) reporter.warn(`Dato pendiente en ${warning}`);
};

interface FileNode {
  internal: { type: string; mediaType?: string };
  sourceInstanceName?: string;
  absolutePath?: string;
}

/** A file seen while an editor is still writing it: read again a moment later before judging it. */
const SETTLE_MS = 500;

export const onCreateNode: GatsbyNode["onCreateNode"] = async ({ node, reporter }) => {
  const file = node as unknown as FileNode;
  if (!developing || file.internal.type !== "File" || file.sourceInstanceName !== "data") return;
  if (file.absolutePath && !check.fits(file.absolutePath)) await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const errors = check.current();
  const report = errors.length > 0 ? contentReport(errors) : "";
  if (report !== reported) {
    if (report) reporter.error(report);
    else reporter.success("El contenido de data/ vuelve a ser correcto.");
    bundleCheck.refresh();
    reported = report;
  }
  if (file.absolutePath && file.internal.mediaType === "application/json" && !check.fits(file.absolutePath)) file.internal.mediaType = "text/plain";
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "develop") return;
  // CSS-order warnings (harmless with CSS modules) would bury the report in the terminal.
  actions.setWebpackConfig({ ignoreWarnings: [/Conflicting order/], plugins: [bundleCheck] });
};
