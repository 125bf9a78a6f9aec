// The benchmarks' anchor: a minimal Gatsby site, built here from the packages this project already has (gatsby,
// react, react-dom), with no plugins and one page: a header, ten linked cards and a footer. Measured in the same
// run as this site, it says what a plain Gatsby page costs on this machine at this hour, so the tables can state
// ratios (the machine's speed drifts several-fold within a day). Built once per version of its source and of those
// packages, in the system's temporary folder; its node_modules is a link to this project's.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const version = (name) => require(`${name}/package.json`).version;

const CARDS = Array.from({ length: 10 }, (_, i) => i + 1);

const PAGE = `import * as React from "react";

const cards = ${JSON.stringify(CARDS.map((n) => ({ href: `/tarjeta-${n}/`, title: `Servicio ${n}`, text: `Descripción breve del servicio número ${n}, con el texto de una tarjeta corriente.` })))};

export default function Index() {
  return (
    <>
      <header>
        <a href="/">Inicio</a>
        <nav aria-label="Principal">
          <a href="/servicios/">Servicios</a> <a href="/blog/">Blog</a> <a href="/contacto/">Contacto</a>
        </nav>
      </header>
      <main>
        <h1>Página mínima de Gatsby</h1>
        <ul>
          {cards.map((card) => (
            <li key={card.href}>
              <a href={card.href}>
                <h2>{card.title}</h2>
                <p>{card.text}</p>
              </a>
            </li>
          ))}
        </ul>
      </main>
      <footer>
        <p>Pie de página</p>
      </footer>
    </>
  );
}

export const Head = () => <title>Página mínima de Gatsby</title>;
`;

const FILES = {
  "package.json": JSON.stringify({ name: "bench-anchor", private: true, dependencies: { gatsby: version("gatsby"), react: version("react"), "react-dom": version("react-dom") } }, null, 2),
  "gatsby-config.js": "module.exports = {};\n",
  "src/pages/index.js": PAGE,
};

/** The anchor's production build folder (public/), built first if this version of it has not been built yet. */
export function anchorBuild() {
  const key = crypto
    .createHash("sha256")
    .update(JSON.stringify([FILES, process.version]))
    .digest("hex")
    .slice(0, 12);
  const dir = path.join(os.tmpdir(), `bench-anchor-${key}`);
  const publicDir = path.join(dir, "public");
  if (fs.existsSync(path.join(publicDir, "index.html"))) return publicDir;
  console.log(`Compilando el ancla (una página mínima de Gatsby ${version("gatsby")}, React ${version("react")}) en ${dir}...`);
  fs.rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  fs.symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"), "dir");
  const gatsby = path.resolve("node_modules/gatsby/cli.js");
  const result = spawnSync(process.execPath, [gatsby, "build"], { cwd: dir, stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NODE_ENV: "production" } });
  if (result.status !== 0 || !fs.existsSync(path.join(publicDir, "index.html"))) {
    console.error(`No se pudo compilar el ancla en ${dir}.`);
    process.exit(1);
  }
  return publicDir;
}
