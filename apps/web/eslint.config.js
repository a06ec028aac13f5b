import base from "@reg/eslint-config/base";
import { frontBoundaries } from "@reg/eslint-config/boundaries";
import react from "@reg/eslint-config/react";

export default [...base, ...react, frontBoundaries];
