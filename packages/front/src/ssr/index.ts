/** The server's side of a front (decision 0025): imported by an app's server entry, never by its browser entry. */
export {
  renderFrontPage,
  type RenderFrontPageInput,
  type RenderedFrontPage,
} from "./render-front-page";
export { SSR_STATE_ELEMENT_ID, type SsrState } from "./ssr-state";
