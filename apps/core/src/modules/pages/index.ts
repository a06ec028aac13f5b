/** The portal's content pages, contacts, careers and the events rating (docs/decisions/0020). */
export { registerPageRoutes } from "./routes";
