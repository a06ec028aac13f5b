import base from "@reg/eslint-config/base";

export default [...base];
