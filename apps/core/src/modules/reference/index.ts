/** Reference lists the forms choose from (occupations, running clubs). */
export { registerReferenceRoutes } from "./routes";
