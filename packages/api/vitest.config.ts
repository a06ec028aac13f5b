import { unitTestConfig } from "@reg/vitest-config";

export default unitTestConfig;
