import { fileURLToPath } from "node:url";
import base from "@reg/eslint-config/base";
import { coreModuleBoundaries } from "@reg/eslint-config/boundaries";

export default [
  ...base,
  coreModuleBoundaries(fileURLToPath(new URL("./src/modules", import.meta.url))),
];
