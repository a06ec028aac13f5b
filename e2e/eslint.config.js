import base from "@reg/eslint-config/base";

export default [...base, { ignores: ["test-results/**", "playwright-report/**"] }];
