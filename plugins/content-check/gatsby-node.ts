import path from "path";
import type { GatsbyNode } from "gatsby";
import { ContentCheckPlugin, DevelopCheck, contentReport, siteContentOptions } from "../../src/lib/content/develop";

/*
 * Listed before gatsby-transformer-json, so it sees each changed data file first. Only `gatsby develop` needs it:
 * the build checks all of data/ before reading any file (gatsby-node onPreBootstrap) and stops on a mistake.
 */
const root = process.cwd();
const check = new DevelopCheck(path.join(root, "data"), () => siteContentOptions(root));
let reported = "";

interface FileNode {
  internal: { type: string; mediaType?: string };
  sourceInstanceName?: string;
  absolutePath?: string;
}

/** A file seen while an editor is still writing it: read again a moment later before judging it. */
const SETTLE_MS = 500;

export const onCreateNode: GatsbyNode["onCreateNode"] = async ({ node, reporter }) => {
  const file = node as unknown as FileNode;
  if (process.env.gatsby_executing_command !== "develop" || file.internal.type !== "File" || file.sourceInstanceName !== "data") return;
  if (file.absolutePath && !check.fits(file.absolutePath)) await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const errors = check.current();
  const report = errors.length > 0 ? contentReport(errors) : "";
  if (report && report !== reported) reporter.error(report);
  if (!report && reported) reporter.success("El contenido de data/ vuelve a ser correcto.");
  reported = report;
  // A file with a mistake is kept from the JSON transformer: no node, rather than one GraphQL would answer for with an
  // error about a code file (a missing field), and no parser error with a code frame of the transformer's own source.
  // Once mended, the next change makes its node again.
  if (file.absolutePath && file.internal.mediaType === "application/json" && !check.fits(file.absolutePath)) file.internal.mediaType = "text/plain";
};

/** The same check fails the development bundle, which puts its report first in the browser's overlay. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage !== "develop") return;
  const config = getConfig();
  // CSS-order warnings (harmless with CSS modules) would bury the report in the terminal.
  const css = config.plugins.find((p: { constructor: { name: string } }) => p.constructor.name === "MiniCssExtractPlugin");
  if (css) css.options.ignoreOrder = true;
  config.plugins.push(new ContentCheckPlugin(check));
  actions.replaceWebpackConfig(config);
};
