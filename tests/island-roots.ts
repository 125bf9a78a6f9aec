/** The islands of a project, by the names of its files in src/islands/roots/, as webpack reads that folder (src/islands/roots-context.ts). */
import fs from "node:fs";
import path from "node:path";

/** This repository's folder of island roots. */
export const ROOTS = path.join(__dirname, "../src/islands/roots");

export const rootNames = (folder: string) =>
  fs.readdirSync(folder).flatMap((file) => /^([a-z][a-z0-9-]*)\.tsx$/.exec(file)?.[1] ?? []);
