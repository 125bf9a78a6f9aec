/**
 * The editor at /admin/: a bundle of its own (src/cms), compiled beside Gatsby's with the same loaders, so the public
 * pages carry none of it. React 18 (for the previews) and Decap's prebuilt bundle load as their own files, named by
 * content hash like every script of the site; the page and the configuration generated from the schemas are written
 * with them.
 */
import fs from "fs";
import path from "path";
import { createHash } from "crypto";
import { createRequire } from "module";
import MiniCssExtractPlugin from "mini-css-extract-plugin";
import { DefinePlugin, IgnorePlugin, ProvidePlugin, webpack, type Configuration, type WebpackPluginInstance } from "gatsby/webpack";

export const ADMIN_DIR = "admin";

/**
 * React 18 for the previews, which render the site's own components (src/cms/previews.tsx), loaded before the editor's
 * bundle, with the global each one defines.
 */
const VENDOR = [
  { module: "react", file: "umd/react.production.min.js", global: "React" },
  { module: "react-dom", file: "umd/react-dom.production.min.js", global: "ReactDOM" },
];

/**
 * Decap CMS as its authors publish it: the prebuilt `decap-cms` bundle with its own React inside, and the chunks and
 * WebAssembly it loads beside itself on demand. Their names carry no hash, so they go in a folder named by the hash of
 * them all (isHashedAsset).
 */
const DECAP = { module: "decap-cms", dir: "dist", main: "decap-cms.js", loaded: /^(\d+\.decap-cms\.js|[0-9a-f]{16,}\.wasm)$/ };

/** "react-1a2b…(20 hex).js": the same rule the build checks for every script (plugins/security-headers/headers.ts isHashedAsset). */
export function hashedName(name: string, content: Buffer | string, extension = ".js"): string {
  return `${name}-${createHash("sha256").update(content).digest("hex").slice(0, 20)}${extension}`;
}

export interface AdminPageInput {
  title: string;
  /** In order: the editor's own bundle comes before Decap's, to ask it to wait (src/cms/index.tsx). */
  scripts: readonly string[];
  /** The editor's own bundle, which is told where the preview's styles are. */
  editor: string;
  /** The stylesheet of the site's components, for the preview frame. */
  previewStyle?: string;
  policy: string;
}

/** The editor's page: never indexed, its policy first, scripts in order. */
export function adminPage({ title, scripts, editor, previewStyle, policy }: AdminPageInput): string {
  const tags = scripts.map((src) => {
    const style = src === editor && previewStyle ? ` data-preview-style="${previewStyle}"` : "";
    return `<script src="${src}"${style}></script>`;
  });
  return [
    "<!doctype html>",
    '<html lang="es">',
    "<head>",
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${policy}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${title}</title>`,
    "</head>",
    "<body>",
    ...tags,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

export interface AdminBundleOptions {
  /** Gatsby's webpack configuration of this stage (its loaders, aliases and definitions). */
  base: Configuration;
  root: string;
  develop: boolean;
  title: string;
  policy: string;
  /** The Decap configuration, made again at every compilation so a schema change reaches the editor. */
  config: () => Record<string, unknown>;
  /** The page queries of the templates the previews render (by collection), as Gatsby extracted them. */
  queries: Record<string, string>;
  /** The editor logs in through the Worker on its own origin (worker/routes.ts). */
  sameOriginLogin?: boolean;
}

// Of Gatsby's plugins the editor keeps only webpack's own (the site's definitions, ignored and provided modules), picked
// by their public classes: the others write the site's manifests and styles, or serve hot reloading (the editor's page
// is simply loaded again).
const KEPT: readonly (abstract new (...args: never[]) => WebpackPluginInstance)[] = [DefinePlugin, IgnorePlugin, ProvidePlugin];

// The site's audience measurement constant (plugins/analytics), which the editor defines as null.
const MEASURE = "__MEASURE__";

// In development Gatsby's Babel setup registers components for React Fast Refresh; without hot reloading they are no-ops.
const NO_REFRESH = { $RefreshReg$: "(function () {})", $RefreshSig$: "(function () { return function (type) { return type; }; })" };

export function adminWebpackConfig({ base, root, develop, title, policy, config, queries, sameOriginLogin = false }: AdminBundleOptions): Configuration {
  // The site's audience measurement (plugins/analytics) is left out: the editor measures nothing, though its
  // previews render the forms; __MEASURE__ is null below, so their sending code is dropped.
  const plugins = (base.plugins ?? [])
    .filter((p): p is WebpackPluginInstance => KEPT.some((Kept) => p instanceof Kept))
    .filter((p) => !(p instanceof DefinePlugin && MEASURE in p.definitions));
  const name = develop ? "[name]" : "[name]-[contenthash:20]";
  const dataDir = path.join(root, "data");
  // Resolved from the project, as Node would: Gatsby's bundler leaves no `require.resolve` in gatsby-node.
  const packageDir = (name: string) => path.dirname(createRequire(path.join(root, "package.json")).resolve(`${name}/package.json`));
  // The published files the page loads beside the editor, read and named once: `gatsby develop` compiles the editor
  // again at each change to data/, and these do not change meanwhile.
  const vendors = VENDOR.map((vendor) => {
    const content = fs.readFileSync(path.join(packageDir(vendor.module), vendor.file));
    return { file: hashedName(vendor.module, content), content };
  });
  const decapDir = path.join(packageDir(DECAP.module), DECAP.dir);
  const decapFiles = [DECAP.main, ...fs.readdirSync(decapDir).filter((f) => DECAP.loaded.test(f)).sort()];
  const decap = decapFiles.map((f) => [f, fs.readFileSync(path.join(decapDir, f))] as const);
  const folder = hashedName(DECAP.module, Buffer.concat(decap.flatMap(([f, content]) => [Buffer.from(f), content])), "");
  const page: WebpackPluginInstance = {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap("AdminPage", (compilation) => {
        compilation.hooks.processAssets.tap({ name: "AdminPage", stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
          const { RawSource } = compiler.webpack.sources;
          const emit = (file: string, content: Buffer) => compilation.emitAsset(file, new RawSource(content), { minimized: true }); // published minified: not again
          for (const { file, content } of vendors) emit(file, content);
          for (const [f, content] of decap) emit(`${folder}/${f}`, content);
          const scripts = vendors.map(({ file }) => `/${ADMIN_DIR}/${file}`);
          const files = [...(compilation.entrypoints.get("cms")?.getFiles() ?? [])];
          const editor = `/${ADMIN_DIR}/${files.find((f) => f.endsWith(".js"))}`;
          scripts.push(editor, `/${ADMIN_DIR}/${folder}/${DECAP.main}`);
          const style = files.find((f) => f.endsWith(".css"));
          const html = adminPage({ title, scripts, editor, previewStyle: style && `/${ADMIN_DIR}/${style}`, policy });
          compilation.emitAsset("index.html", new RawSource(html));
          // JSON is YAML: Decap reads config.yml beside its page.
          compilation.emitAsset("config.yml", new RawSource(`${JSON.stringify(config(), null, 2)}\n`));
          // The configuration follows data/ and its schemas: a change there compiles the editor again.
          compilation.contextDependencies.add(dataDir);
          compilation.contextDependencies.add(path.join(dataDir, "schemas"));
        });
      });
    },
  };
  // Its own persistent cache: sharing Gatsby's would mix what each compilation keeps of the modules they share.
  const cache = base.cache && typeof base.cache === "object" && base.cache.type === "filesystem" ? { ...base.cache, name: `${base.cache.name ?? "gatsby"}-admin` } : false;
  return {
    ...base,
    cache,
    entry: { cms: path.join(root, "src", "cms", "index.tsx") },
    output: { path: path.join(root, "public", ADMIN_DIR), publicPath: `/${ADMIN_DIR}/`, filename: `${name}.js`, chunkFilename: `${name}.js`, clean: true },
    plugins: [...plugins, new MiniCssExtractPlugin({ filename: `${name}.css`, ignoreOrder: true }), page, new DefinePlugin({ [MEASURE]: "null", __PREVIEW_QUERIES__: JSON.stringify(queries), __SAME_ORIGIN_LOGIN__: JSON.stringify(sameOriginLogin), ...(develop ? NO_REFRESH : {}) })],
    mode: develop ? "development" : "production",
    devtool: false,
    optimization: { minimizer: develop ? [] : base.optimization?.minimizer, splitChunks: false, runtimeChunk: false },
    // The previews' React is the one the page loads (VENDOR); react-dom/client is the same file in React 18.
    externals: { ...Object.fromEntries(VENDOR.map((v) => [v.module, v.global])), "react-dom/client": "ReactDOM" },
  };
}

/** Compiles the editor once (build) or keeps compiling it while `gatsby develop` runs. */
export function compileAdmin(options: AdminBundleOptions, report: (message: string) => void): Promise<void> {
  const compiler = webpack(adminWebpackConfig(options));
  if (options.develop) {
    compiler.watch({}, (error, stats) => {
      if (error || stats?.hasErrors()) report(`El editor (/admin/) no se pudo compilar: ${error?.message ?? stats?.toString("errors-only")}`);
    });
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(new Error(`El editor (/admin/) no se pudo compilar: ${error?.message ?? stats?.toString("errors-only")}`));
      else compiler.close(() => resolve());
    });
  });
}
