import tseslint from "typescript-eslint";

/**
 * The type-aware rules (typescript-eslint's project service reads each package's tsconfig.json):
 * a promise is awaited or deliberately dropped with `void`, never handed where a callback's result
 * is ignored, a switch over a union names every member (or has a default), and no `!` claims what
 * the types do not know. `tsconfigRootDir` is the package's folder (`import.meta.dirname`).
 * Tool configs at the package's root (`*.config.ts`) are outside its tsconfig and are left out.
 */
export function typed(tsconfigRootDir, { ignores = [] } = {}) {
  return tseslint.config({
    files: ["**/*.ts", "**/*.tsx"],
    ignores: ["*.config.ts", ...ignores],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/switch-exhaustiveness-check": [
        "error",
        { considerDefaultExhaustiveForUnions: true },
      ],
      "@typescript-eslint/no-non-null-assertion": "error",
    },
  });
}
