import { mergeConfig } from "vitest/config";
import { serverTestConfig } from "@reg/vitest-config";

export default mergeConfig(serverTestConfig, {
  test: { globalSetup: ["test/support/global-setup.ts"] },
});
