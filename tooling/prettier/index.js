/** @type {import("prettier").Config} */
export default {
  printWidth: 100,
  singleQuote: false,
  trailingComma: "all",
  // Never reflow the markup inside html`` templates: core's letters are built with them, and their
  // whitespace is output (a test compares it byte for byte).
  embeddedLanguageFormatting: "off",
};
