import fs from "fs";
import path from "path";
import { pageRoutesFromDir, validateContent, type ContentOptions } from "./validate";
import { PAGE_ANCHORS } from "../../src/lib/routes";

/** What the content check needs to know of the site's code: its fixed pages and their anchors. */
export function siteContentOptions(root: string): ContentOptions {
  return { pageRoutes: pageRoutesFromDir(path.join(root, "src", "pages")), pageAnchors: PAGE_ANCHORS };
}

/** The one message a maintainer reads, in the build's panic and in `gatsby develop`'s terminal and overlay. */
export function contentReport(errors: readonly string[]): string {
  const n = errors.length;
  return `El contenido de data/ tiene ${n} error${n === 1 ? "" : "es"}; corríjalos y vuelva a compilar:\n- ${errors.join("\n- ")}`;
}

/** Whether an error message (they all start with the file, as in "data/home.json, campo …") is about this file. */
function isAbout(error: string, file: string): boolean {
  return error.startsWith(`${file},`) || error.startsWith(`${file}:`);
}

/**
 * The content check while `gatsby develop` runs: the whole of data/ is checked again after every change, as the build
 * checks it. A file with a mistake stays out of the data layer (see `fits` and plugins/content-check), so GraphQL never
 * answers with its own error about a code file before the maintainer reads ours about the data file.
 */
export class DevelopCheck {
  private errors: string[] = [];
  private stamp = "";

  constructor(
    private readonly dataDir: string,
    private readonly options: () => ContentOptions,
  ) {}

  /** Errors of data/ as it is on disk now; checked again only when a file changed since the last call. */
  current(): string[] {
    const stamp = this.files()
      .map((f) => {
        const stat = fs.statSync(f);
        return `${f}:${stat.mtimeMs}:${stat.size}`;
      })
      .join("|");
    if (stamp !== this.stamp) {
      this.errors = validateContent(this.dataDir, this.options()).errors;
      this.stamp = stamp;
    }
    return this.errors;
  }

  /** Whether a data file, at its absolute path, may enter the data layer: it has no error of its own. */
  fits(absPath: string): boolean {
    const file = path.relative(path.dirname(this.dataDir), absPath).split(path.sep).join("/");
    return !this.current().some((error) => isAbout(error, file));
  }

  /** Every JSON file and folder of data/ (schemas included): a change to any makes `current` check again. */
  files(): string[] {
    const out: string[] = [];
    const walk = (dir: string) => {
      out.push(dir);
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const abs = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(abs);
        else if (entry.name.endsWith(".json")) out.push(abs);
      }
    };
    walk(this.dataDir);
    return out.sort();
  }
}

interface Compilation {
  compiler: { isChild: () => boolean };
  errors: Error[];
}

interface Compiler {
  hooks: { afterCompile: { tap: (name: string, run: (compilation: Compilation) => void) => void } };
  webpack: { WebpackError: new (message: string) => Error };
  /** Set once `gatsby develop` watches the bundle (webpack's Compiler.watching). */
  watching?: { invalidate: () => void };
}

/**
 * Webpack plugin for `gatsby develop`: while data/ has mistakes, fails the compilation with the content report, which
 * Gatsby prints in the terminal and shows first in the browser's error overlay.
 *
 * The data files are not the bundle's dependencies: a save would then rebuild the bundle and run the queries again while
 * Gatsby is still replacing the saved file's nodes, and a query that runs meanwhile can keep an error or an old result
 * until the next change (seen in the editor's test). The bundle is rebuilt only when the report changes (`refresh`).
 */
export class ContentCheckPlugin {
  private compiler: Compiler | undefined;

  constructor(private readonly check: DevelopCheck) {}

  apply(compiler: Compiler): void {
    this.compiler = compiler;
    compiler.hooks.afterCompile.tap("ContentCheckPlugin", (compilation) => {
      if (compilation.compiler.isChild()) return; // CSS modules' own compilations: the report belongs to the bundle once
      const errors = this.check.current();
      if (errors.length > 0) compilation.errors.push(new compiler.webpack.WebpackError(contentReport(errors)));
    });
  }

  /** Rebuilds the bundle, so that the overlay shows the report as it is now (or goes). */
  refresh(): void {
    this.compiler?.watching?.invalidate();
  }
}
