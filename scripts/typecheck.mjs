// tsc --noEmit over the whole project. The page query types (src/gatsby-types.d.ts) are written by Gatsby
// during a build, so a fresh clone needs one build first.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

if (!fs.existsSync("src/gatsby-types.d.ts")) {
  console.error("Falta src/gatsby-types.d.ts (los tipos de las consultas): ejecute `npm run build` una vez y repita `npm run typecheck`.");
  process.exit(1);
}
const result = spawnSync("npx", ["tsc", "--noEmit"], { stdio: "inherit" });
if (result.status === 0) console.log("typecheck: sin errores de tipos.");
process.exit(result.status ?? 1);
