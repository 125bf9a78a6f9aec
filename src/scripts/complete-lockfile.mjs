// npm leaves out of package-lock.json the optional, platform-specific packages it cannot resolve (here the registry
// does not serve the builds for other systems, for example @unrs/resolver-binding-darwin-arm64), and `npm ci` then
// refuses the lock file as out of sync. After changing dependencies, run `npm run lock:complete`: it records each
// such package with its version and the system it is for (from its name), so `npm ci` skips it as a package for
// another platform instead of failing. It changes nothing else and asks no registry.
import fs from "node:fs";

const OS = { darwin: "darwin", linux: "linux", win32: "win32", android: "android", freebsd: "freebsd", openharmony: "openharmony", sunos: "sunos", openbsd: "openbsd", netbsd: "netbsd", aix: "aix" };
const CPU = ["arm64", "x64", "ia32", "arm", "ppc64", "riscv64", "s390x", "loong64", "mips64el", "wasm32"];

/** "@unrs/resolver-binding-linux-arm-gnueabihf" → { os: ["linux"], cpu: ["arm"], libc: ["glibc"] }. */
export function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((p) => OS[p]);
  const cpu = parts.find((p) => CPU.includes(p)) ?? (parts.includes("eabi") || parts.includes("gnueabihf") || parts.includes("musleabihf") ? "arm" : undefined);
  if (!os || !cpu) return null;
  const record = { os: [OS[os]], cpu: [cpu] };
  if (parts.some((p) => p.startsWith("musl"))) record.libc = ["musl"];
  else if (parts.some((p) => p.startsWith("gnu"))) record.libc = ["glibc"];
  return record;
}

const file = "package-lock.json";
const lock = JSON.parse(fs.readFileSync(file, "utf8"));
const packages = lock.packages;
let added = 0;

for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ""}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform) {
      console.warn(`? ${name}@${version}: no se reconoce su sistema; añádalo a mano o con npm install en ese sistema.`);
      continue;
    }
    packages[hoisted] = { version, ...platform, optional: true };
    added += 1;
    console.log(`+ ${name}@${version} (${platform.os[0]}/${platform.cpu[0]})`);
  }
}

// Keep the keys in npm's order so the diff stays small.
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added ? `${added} entradas añadidas a ${file}.` : `${file} ya estaba completo.`);
