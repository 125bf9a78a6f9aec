// Gatsby's own Babel preset plus TypeScript, as the Gatsby docs' Jest setup, with the JSX runtime gatsby-config sets.
module.exports = require("babel-jest").default.createTransformer({
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
});
