import { serverTestConfig } from "@reg/vitest-config";

export default serverTestConfig;
