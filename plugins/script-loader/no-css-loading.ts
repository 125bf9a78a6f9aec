/**
 * The page script needs no code to fetch style sheets: every page carries inline the part of the sheet it uses (page-styles.ts),
 * the islands' styles included. mini-css-extract-plugin (1.x, Gatsby's) still adds its "css loading" runtime module to
 * any chunk whose lazy chunks have CSS, about 0.35 KB gzip on every page, and has no option to leave it out (2.x has
 * `runtime: false`). This webpack plugin takes that module out of the page script's chunk alone, through webpack's
 * public hooks; build-output.spec.ts checks that it is gone and the islands still styled.
 */
import type { Compiler } from "gatsby/webpack";
import { PAGE_SCRIPT_CHUNK } from "../../src/lib/browser-chunks";

/** The name mini-css-extract-plugin gives its runtime module (RuntimeModule#name). */
export const CSS_LOADING = "css loading";

export class NoCssLoadingInPageScript {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap("NoCssLoadingInPageScript", (compilation) => {
      compilation.hooks.runtimeModule.tap("NoCssLoadingInPageScript", (module, chunk) => {
        if (chunk.name !== PAGE_SCRIPT_CHUNK || module.name !== CSS_LOADING) return;
        compilation.chunkGraph.disconnectChunkAndRuntimeModule(chunk, module);
        compilation.chunkGraph.disconnectChunkAndModule(chunk, module);
      });
    });
  }
}
