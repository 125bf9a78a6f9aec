import fs from "fs";
import path from "path";
import type { SiteFacts } from "../../src/lib/site-types";

/** The company facts exactly as data/site.json has them, so tests follow the data file. */
export function readSiteFacts(): SiteFacts {
  const facts: SiteFacts = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "data", "site.json"), "utf8"));
  return facts;
}
