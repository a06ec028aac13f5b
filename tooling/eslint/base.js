import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Strict TypeScript for every package: no `any`, no ts-ignore, no stray console in libraries. */
export default tseslint.config(
  { ignores: ["**/dist/**", "**/.data/**", "**/*.gen.ts", "**/locales/*.ts", "**/drizzle/**"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": ["error", { "ts-ignore": true, "ts-expect-error": "allow-with-description" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
      eqeqeq: ["error", "always"],
    },
  },
);
