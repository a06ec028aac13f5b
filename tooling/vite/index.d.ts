import type { Plugin } from "vite";

/** A .br and a .gz beside each text asset of the build, for the BFF to send as they are. */
export function precompress(): Plugin;

/** zod without its `new Function` probe in the browser's build (the pages' CSP forbids eval). */
export function zodWithoutEval(): Plugin;

/** The code a page runs before its first render in one chunk (browser build only). */
export function startCodeInOneChunk(): Plugin;
