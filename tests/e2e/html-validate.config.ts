import type { ConfigData } from "html-validate";

/**
 * html-validate's recommended rules, with each change and why. Everything not listed here is checked as
 * recommended, and any error fails the test.
 */
export const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ["html-validate:recommended"],
  elements: ["html5"],
  rules: {
    // React writes the attribute charSet in camel case; HTML attribute names are case-insensitive.
    "attr-case": "off",
    // React closes void elements as <meta/>, which HTML allows.
    "void-style": "off",
    // A picture carries its dominant colour (shown while it loads) as a style attribute; so does Gatsby's announcer.
    "no-inline-style": "off",
    // React writes boolean attributes as required="", Gatsby writes its script tags with a bare async: both valid.
    "attribute-boolean-style": "off",
    // React writes hidden="" whenever a panel is closed.
    "attribute-empty-style": ["error", { style: "empty" }],
    // Bare numbers use non-breaking spaces; call buttons ("Llamar ahora · 968 000 101") carry a label too.
    "tel-non-breaking": ["error", { ignoreClasses: ["call-button"] }],
    // HTML5 allows any id without spaces: Gatsby's root is ___gatsby, and headings such as "1. Inscripción"
    // get ids that start with a digit.
    "valid-id": ["error", { relaxed: true }],
    // Named lists and sections (aria-label / aria-labelledby) are valid ARIA and the tests rely on their names.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // Every title ends in " | " + the brand fixed by the company (31 characters); page titles are kept within
    // 65 characters by the content schema, so a whole title may reach about 100.
    "long-title": ["error", { maxlength: 100 }],
  },
};
