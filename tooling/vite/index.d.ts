import type { AcceptedPlugin } from "postcss";
import type { Plugin } from "vite";

/** A .br and a .gz beside each text asset of the build, for the BFF to send as they are. */
export function precompress(): Plugin;

/** zod without its `new Function` probe in the browser's build (the pages' CSP forbids eval). */
export function zodWithoutEval(): Plugin;

/** The code a page runs before its first render in one chunk (browser build only). */
export function startCodeInOneChunk(): Plugin;

/** The module id of SPEC §9's breakpoints as `@custom-media` declarations. */
export const BREAKPOINTS_CSS: string;

/** The PostCSS steps that replace `@media (--mobile)` and the like with SPEC's queries. */
export function breakpointsPostcssPlugins(declarationsFile: string): AcceptedPlugin[];

/** One stylesheet through those steps, as the build compiles it. */
export function compileBreakpoints(
  css: string,
  from: string,
  declarationsFile: string,
): Promise<string>;

/** SPEC §9's breakpoints as custom media queries in every stylesheet (dev server and build). */
export function breakpointsInCss(): Plugin;
