// `npm run cms`: the content editor on this machine, with nothing to configure and no account. Starts Decap's local
// backend (decap-server, writing data/ here) and `gatsby develop`, both on 127.0.0.1, and stops both together.
//   Editor: http://127.0.0.1:8000/admin/        Site: http://127.0.0.1:8000/
import { spawn } from "node:child_process";

const PORT = process.env.PORT || "8000";
const children = [];

function start(command, args, env = {}) {
  const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  children.push(child);
  child.on("exit", (code) => {
    if (!stopping) {
      console.error(`\n${command} ${args.join(" ")} terminó (código ${code}); cierro el editor.`);
      stop(code ?? 1);
    }
  });
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500);
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

// decap-server: Decap's local backend, on loopback only, over this folder.
start("npx", ["decap-server"], { BIND_HOST: "127.0.0.1", PORT: "8081", GIT_REPO_DIRECTORY: process.cwd(), MODE: "fs" });
start("npx", ["gatsby", "develop", "--host", "127.0.0.1", "--port", PORT], { GATSBY_TELEMETRY_DISABLED: "1" });
console.log(`\nEditor de contenidos: http://127.0.0.1:${PORT}/admin/  (sitio: http://127.0.0.1:${PORT}/)\n`);
