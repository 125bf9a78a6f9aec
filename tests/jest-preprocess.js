// Gatsby's own Babel preset plus TypeScript, as the Gatsby docs' Jest setup.
module.exports = require("babel-jest").default.createTransformer({
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
});
