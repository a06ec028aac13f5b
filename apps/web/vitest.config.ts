import { unitTestConfig } from "@reg/vitest-config";
import react from "@vitejs/plugin-react-swc";
import { mergeConfig } from "vitest/config";

// Unit tests need only the Lingui macro transform, not the router generator.
export default mergeConfig(unitTestConfig, {
  plugins: [react({ plugins: [["@lingui/swc-plugin", {}]] })],
});
