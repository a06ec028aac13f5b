import { fileURLToPath } from "node:url";
import base from "@reg/eslint-config/base";
import { boundaries } from "@reg/eslint-config/boundaries";
import { typed } from "@reg/eslint-config/typed";

export default [
  ...base,
  ...boundaries("@reg/core", {
    modulesDir: fileURLToPath(new URL("./src/modules", import.meta.url)),
  }),
  ...typed(import.meta.dirname),
];
