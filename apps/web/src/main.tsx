import "@reg/ui/styles.css";
import { bootFrontApp } from "@reg/ui";
import { siteConfig } from "./env";
import { createAppRouter } from "./router";

bootFrontApp({
  config: siteConfig,
  createRouter: (context) => createAppRouter(context),
  root: document.getElementById("root")!,
});
