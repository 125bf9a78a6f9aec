/** Build checks: real `gatsby build` runs in throwaway copies of the project (slow, so apart from the unit tests). */
const unit = require("./jest.config.js");

module.exports = {
  ...unit,
  testEnvironment: "node",
  roots: ["<rootDir>/tests/build"],
  setupFilesAfterEnv: [],
  testTimeout: 600_000,
  // The long file (build.test: a grown build, its end-to-end run, a rebuild) beside the others, which build only:
  // the builds leave a core idle much of the time.
  maxWorkers: 2,
};
