/**
 * Where the portal's registration leads once it is over. The event page comes with its own issue
 * (docs/decisions/0001), so both are the account page until then.
 */
export const REGISTRATION_DONE_HREF = "/account";
export const MY_REGISTRATIONS_HREF = "/account";
