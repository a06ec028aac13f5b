import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

const PROCESS_MODULE = "/^(node:)?process$/";
const PROCESS_MESSAGE =
  "Only env.ts reads process.env: take the value from the env.ts beside this file.";

/** Strict TypeScript for every package: no `any`, no ts-ignore, no stray console in libraries. */
export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/dist-ssr/**",
      "**/.data/**",
      "**/*.gen.ts",
      "**/locales/*.ts",
      "**/drizzle/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": [
        "error",
        { "ts-ignore": true, "ts-expect-error": "allow-with-description" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-non-null-assertion": "off",
      eqeqeq: ["error", "always"],
      // Configuration is read in one file per app (STYLE.md, habit 12): env.ts, validated at start.
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: PROCESS_MESSAGE,
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "MemberExpression[object.type='MetaProperty'][object.property.name='meta'][property.name='env']",
          message: "Only env.ts reads import.meta.env: take the value from the app's env.ts.",
        },
        // The process module is the same object as the global, so importing it would read the
        // environment past the property ban above (`import { env } from "node:process"`).
        ...[
          "ImportDeclaration",
          "ImportExpression",
          "ExportNamedDeclaration",
          "ExportAllDeclaration",
        ].map((node) => ({
          selector: `${node}[source.value=${PROCESS_MODULE}]`,
          message: PROCESS_MESSAGE,
        })),
        {
          selector: `CallExpression[callee.name='require'][arguments.0.value=${PROCESS_MODULE}]`,
          message: PROCESS_MESSAGE,
        },
        {
          selector:
            "MemberExpression[property.name='env'][object.type='MemberExpression'][object.property.name='process']",
          message: PROCESS_MESSAGE,
        },
      ],
    },
  },
  {
    files: ["**/env.ts", "**/env.js"],
    rules: { "no-restricted-properties": "off", "no-restricted-syntax": "off" },
  },
);
