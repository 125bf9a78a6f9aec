/** Unit tests: pure modules under src/lib, the build plugins under plugins/, the Worker under worker/, and thin components, in jsdom (Gatsby's documented Jest setup). */
module.exports = {
  testEnvironment: "jsdom",
  testEnvironmentOptions: { url: "http://localhost/" },
  roots: ["<rootDir>/src", "<rootDir>/plugins", "<rootDir>/worker", "<rootDir>/tests/unit"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/tests/jest-preprocess.js" },
  moduleNameMapper: {
    "^gatsby$": "<rootDir>/tests/mocks/gatsby.tsx",
    "^gatsby-plugin-image$": "<rootDir>/tests/mocks/gatsby-plugin-image.tsx",
    // Webpack's contexts over src/islands/roots/, read from the folder (Jest has no webpack).
    "(^\\.|/islands)/(roots-context|load-root)$": "<rootDir>/tests/mocks/$2.ts",
    "\\.css$": "identity-obj-proxy",
    "\\.(jpg|jpeg|png|svg|webp|avif|woff2?)$": "<rootDir>/tests/mocks/file.js",
  },
  testPathIgnorePatterns: ["/node_modules/", "/\\.cache/", "/public/"],
  transformIgnorePatterns: ["/node_modules/(?!(gatsby|gatsby-script|gatsby-link|jose)/)"],
  setupFilesAfterEnv: ["<rootDir>/tests/jest-setup.ts"],
  // Both cores: Jest leaves one to the system by default, one worker on this 2-core machine (53 s against 39 s here).
  maxWorkers: "100%",
};
