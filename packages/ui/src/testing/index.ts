/** Test helpers for the design system and the packages above it; tests only, never app code. */
export { button, click, labelled, mountTree, settle, typeInto, type Mounted } from "./dom";
export { mount } from "./mount";
export { renderHtml } from "./render";
