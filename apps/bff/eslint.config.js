import base from "@reg/eslint-config/base";
import { bffBoundaries } from "@reg/eslint-config/boundaries";

/** Tests start the real core (that is the point of them); the BFF's own code may not reach it. */
export default [...base, { ...bffBoundaries, files: ["src/**/*.ts"] }];
