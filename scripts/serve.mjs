// `npm run serve` (and `npm start` after its build): the production build on Cloudflare's own runtime (site-server.mjs)
// at http://localhost:9000, 127.0.0.1 only. With --mailbox it also starts the local mailbox when the build has no
// EmailJS keys. Ctrl+C stops both.
import fs from "node:fs";
import path from "node:path";
import { startBuildMailbox } from "./mailbox.mjs";
import { startSite } from "./site-server.mjs";

const port = Number(process.env.PORT ?? 9000);
if (!fs.existsSync(path.resolve("public", "index.html"))) {
  console.error("No hay compilación en public/: ejecute primero `npm run build`.");
  process.exit(1);
}
const site = await startSite({ port });
console.log(`\nSitio servido en http://localhost:${port} (solo en este equipo, 127.0.0.1), con wrangler dev: el Worker y los archivos como en Cloudflare`);
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
