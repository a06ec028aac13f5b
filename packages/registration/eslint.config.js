import base from "@reg/eslint-config/base";
import { packageBoundaries } from "@reg/eslint-config/boundaries";
import react from "@reg/eslint-config/react";

// The top of the front's layering: it may import @reg/ui and @reg/front; nothing imports it but the apps.
export default [...base, ...react, packageBoundaries];
