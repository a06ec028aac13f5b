/** The portal's account page, where a tenant app's registrations are listed. */
export function portalAccountHref(portalOrigin: string): string {
  return new URL("/account", portalOrigin).href;
}
