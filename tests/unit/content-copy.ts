import fs from "fs";
import os from "os";
import path from "path";

export const ROOT = path.resolve(__dirname, "..", "..");

/** A throwaway copy of data/ (images linked, not copied) that a test may break. */
export function copyData(): { dir: string; dataDir: string; edit: (rel: string, change: (json: any) => void) => void; write: (rel: string, text: string) => void; remove: (rel: string) => void; cleanup: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "contenido-"));
  const dataDir = path.join(dir, "data");
  fs.cpSync(path.join(ROOT, "data"), dataDir, { recursive: true, filter: (src) => !src.includes(`${path.sep}images`) });
  fs.symlinkSync(path.join(ROOT, "data", "images"), path.join(dataDir, "images"));
  return {
    dir,
    dataDir,
    edit(rel, change) {
      const file = path.join(dataDir, rel);
      const json = JSON.parse(fs.readFileSync(file, "utf8"));
      change(json);
      fs.writeFileSync(file, JSON.stringify(json, null, 2));
    },
    write(rel, text) {
      fs.writeFileSync(path.join(dataDir, rel), text);
    },
    remove(rel) {
      fs.rmSync(path.join(dataDir, rel));
    },
    cleanup() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** What `check` finds in a throwaway copy of data/ once `change` is made to it; the copy is gone afterwards. */
export function afterChange<T>(change: (copy: ReturnType<typeof copyData>) => void, check: (dataDir: string) => T): T {
  const copy = copyData();
  try {
    change(copy);
    return check(copy.dataDir);
  } finally {
    copy.cleanup();
  }
}
