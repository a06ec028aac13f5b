// A type only: the shape stays the wire schema's (dto/user.ts), nothing of zod comes along.
import type { CurrentUser } from "../dto/user";

/**
 * Who the start-up call answers for a caller without a session. Apart from dto/user.ts, whose
 * login and sign-up schemas pull the field rules: the store and the session need this one value
 * in the app's first chunk (docs/decisions/0022).
 */
export const ANONYMOUS_USER: CurrentUser = {
  isAuthorized: false,
  id: null,
  email: null,
  fullName: null,
  firstName: null,
  lastName: null,
  roles: [],
};
