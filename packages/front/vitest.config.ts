import { unitTestConfig } from "@reg/vitest-config";
import react from "@vitejs/plugin-react-swc";
import { mergeConfig } from "vitest/config";

// The Lingui macros must be compiled away in tests exactly as in the app build.
export default mergeConfig(unitTestConfig, {
  plugins: [react({ plugins: [["@lingui/swc-plugin", {}]] })],
});
