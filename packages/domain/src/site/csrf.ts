/**
 * Double-submit CSRF (docs/decisions/0005 and the BFF's csrf/): the BFF sets the cookie, readable by the
 * page's script; a mutation proves it comes from our page by echoing the value in the header.
 */
export const CSRF_COOKIE = "reg_csrf";
export const CSRF_HEADER = "x-csrf-token";
