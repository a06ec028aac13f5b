import base from "@reg/eslint-config/base";
import { packageBoundaries } from "@reg/eslint-config/boundaries";
import react from "@reg/eslint-config/react";

/**
 * packageBoundaries plus the front's layering (design system <- front's shell <- registration):
 * the design system imports neither the front's shell nor the registration feature.
 * ESLint keeps one "no-restricted-imports" per file, so the patterns are joined here.
 */
const [level, options] = packageBoundaries.rules["no-restricted-imports"];
const layering = {
  group: ["@reg/front", "@reg/front/*", "@reg/registration", "@reg/registration/*"],
  message: "The design system (@reg/ui) never imports @reg/front or @reg/registration.",
};

export default [
  ...base,
  ...react,
  {
    ...packageBoundaries,
    rules: {
      "no-restricted-imports": [level, { ...options, patterns: [...options.patterns, layering] }],
    },
  },
];
