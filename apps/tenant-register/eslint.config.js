import base from "@reg/eslint-config/base";
import { boundaries } from "@reg/eslint-config/boundaries";
import react from "@reg/eslint-config/react";
import { typed } from "@reg/eslint-config/typed";

export default [
  ...base,
  ...react,
  ...boundaries("@reg/tenant-register"),
  ...typed(import.meta.dirname),
];
