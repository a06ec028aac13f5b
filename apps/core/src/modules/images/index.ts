/** Pictures: the seeded ones served by name, and a participant's uploaded medical certificate. */
export { registerImageRoutes } from "./routes";
export { registerUploadRoutes } from "./upload-routes";
export { assertOwnImage } from "./own-image";
