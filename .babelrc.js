// Gatsby's own preset, told the browsers to build for (package.json "browserslist"). Passing targets explicitly is
// what stops babel-preset-gatsby from always adding its array-spread and class transforms, which ship ES5 helpers
// to browsers that all support spread and classes (Lighthouse's legacy-javascript audit).
const { browserslist } = require("./package.json");

module.exports = {
  // reactRuntime matches jsxRuntime: "automatic" in gatsby-config.ts.
  presets: [["babel-preset-gatsby", { targets: { browsers: browserslist }, reactRuntime: "automatic" }]],
};
