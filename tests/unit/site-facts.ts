import fs from "fs";
import path from "path";
import type { SiteFacts } from "../../src/lib/site-types";
import type { FactSource } from "../../src/lib/interpolate";

/** The company facts exactly as data/site.json has them, so tests follow the data file. */
export function readSiteFacts(): SiteFacts & FactSource {
  const facts: SiteFacts & FactSource = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "data", "site.json"), "utf8"));
  return facts;
}
