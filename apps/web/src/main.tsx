import "@reg/ui/styles.css";
import "@reg/registration/styles.css";
import { bootFrontApp } from "@reg/front";
import { siteConfig } from "./env";
import { createAppRouter } from "./router";

bootFrontApp({
  config: siteConfig,
  createRouter: (context) => createAppRouter(context),
  root: document.getElementById("root")!,
});
