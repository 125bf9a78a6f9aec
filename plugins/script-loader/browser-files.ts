/**
 * Which files each of the browser side's chunk groups (src/lib/browser-chunks.ts) may bring: its own and those of the
 * lazy chunks it imports (webpack's stats list a group's own files only), but not the other browser-side groups it
 * imports (the page script imports every island: a page names those it runs, page-styles.ts). Written as
 * BROWSER_FILES in public/ by this webpack plugin through webpack's public hooks, once the files have their final
 * names; page-styles.ts reads it: a class only a script can put on the page is in one of these files.
 */
import type { Compiler } from "gatsby/webpack";
import { isBrowserSideChunk } from "../../src/lib/browser-chunks";

export const BROWSER_FILES = "browser-files.json";

export class BrowserFiles {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap("BrowserFiles", (compilation) => {
      compilation.hooks.processAssets.tap({ name: "BrowserFiles", stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const groups: Record<string, string[]> = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          if (!isBrowserSideChunk(name)) continue;
          const files = new Set<string>();
          const seen = new Set([group]);
          const walk = (from: typeof group) => {
            for (const chunk of from.chunks) for (const file of chunk.files) if (file.endsWith(".js")) files.add(file);
            for (const child of from.getChildren()) {
              if (seen.has(child) || (child.name && isBrowserSideChunk(child.name))) continue;
              seen.add(child);
              walk(child);
            }
          };
          walk(group);
          groups[name] = [...files].sort();
        }
        compilation.emitAsset(BROWSER_FILES, new sources.RawSource(JSON.stringify(groups)));
      });
    });
  }
}
