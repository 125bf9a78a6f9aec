// Serves the production build (public/) the way Cloudflare Pages and Netlify do, on loopback only: /ruta/ →
// ruta/index.html (/ruta redirects there), unknown paths → 404.html with status 404, headers from public/_headers.
// With --mailbox it also starts the local mailbox when the build has no EmailJS keys.
// The parts are in scripts/serve: compression.mjs, headers-file.mjs, resolve-path.mjs and static-server.mjs.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startBuildMailbox } from "./mailbox.mjs";
import { startStaticServer } from "./serve/static-server.mjs";

export { startStaticServer } from "./serve/static-server.mjs";
export { pickEncoding, precompress } from "./serve/compression.mjs";
export { headersFor, parseHeadersFile } from "./serve/headers-file.mjs";

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 9000);
  const root = path.resolve("public");
  if (!fs.existsSync(path.join(root, "index.html"))) {
    console.error("No hay compilación en public/: ejecute primero `npm run build`.");
    process.exit(1);
  }
  const site = await startStaticServer({ root, port });
  console.log(`\nSitio servido en http://localhost:${port} (solo en este equipo, 127.0.0.1)`);
  if (process.argv.includes("--mailbox")) {
    const box = await startBuildMailbox();
    if (box) console.log(`Buzón local de solicitudes en ${box.url}: cada solicitud se imprime aquí y se guarda en .mailbox/enquiries.jsonl; cada evento de medición se imprime como «[medición] …»`);
  }
  const stop = async () => {
    await site.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
