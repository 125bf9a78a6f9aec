import path from "path";

/**
 * Where a build notes its audience measurement ({domain, endpoint} or null), relative to the project: the end-to-end
 * tests check against it where the pages send, or that they send nothing. A module of its own because a plugin's
 * gatsby-node may export only Gatsby's APIs.
 */
export const MEASURE_CONFIG = path.join(".mailbox", "measure-config.json");
