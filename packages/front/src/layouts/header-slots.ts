import type { ReactNode } from "react";

/**
 * What the app puts into the header. Links are the app's (its router knows its routes); the
 * package supplies the frame, the language switch and the styling.
 */
export interface HeaderSlots {
  /** A link to the app's home page wrapping `<SiteLogoContent />`, with className "logo". */
  logo: ReactNode;
  /** Links with className "nav-link". */
  nav?: ReactNode;
  /** The login link or the signed-in person's account link. */
  account?: ReactNode;
  /** The site's name in the footer (a tenant app's, as its logo says it); the tenant's when absent. */
  siteName?: ReactNode;
  /** The footer's line about the site, under its name; the portal's own line when absent. */
  footerNote?: ReactNode;
  /** The footer's columns of links (the portal's site map); a tenant app has none. */
  footerLinks?: ReactNode;
}
