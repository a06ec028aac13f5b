import base from "@reg/eslint-config/base";
import { boundaries } from "@reg/eslint-config/boundaries";
import react from "@reg/eslint-config/react";
import { typed } from "@reg/eslint-config/typed";

// The top of the front's layering: it may import @reg/ui and @reg/front; nothing imports it but the apps.
export default [
  ...base,
  ...react,
  ...boundaries("@reg/registration"),
  ...typed(import.meta.dirname),
];
