import "@reg/ui/styles.css";
import "@reg/registration/styles.css";
import { bootFrontApp } from "@reg/front";
import { siteConfig } from "./env";
import { createAppRouter } from "./router";
import { defined } from "@reg/domain";

bootFrontApp({
  config: siteConfig,
  createRouter: (context) => createAppRouter(context),
  root: defined(document.getElementById("root")),
});
