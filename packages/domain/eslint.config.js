import base from "@reg/eslint-config/base";
import { domainBoundaries } from "@reg/eslint-config/boundaries";

export default [...base, domainBoundaries];
