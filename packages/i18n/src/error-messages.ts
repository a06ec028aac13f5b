import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { ErrorCode } from "@reg/domain";

/**
 * What a person reads for each error code of the typed contract. The server never sends text;
 * a Record keyed by the code makes a new code a type error until it has its sentence.
 */
export const errorMessages: Record<ErrorCode, MessageDescriptor> = {
  VALIDATION_FAILED: msg`Please check the highlighted fields.`,
  UNAUTHORIZED: msg`Please sign in to continue.`,
  FORBIDDEN: msg`You do not have access to this section.`,
  NOT_FOUND: msg`We could not find what you were looking for.`,
  INVALID_CREDENTIALS: msg`Wrong e-mail or password.`,
  EMAIL_TAKEN: msg`An account with this e-mail already exists. Sign in instead.`,
  TOO_MANY_ATTEMPTS: msg`Too many attempts. Wait a few minutes and try again.`,
  CSRF_FAILED: msg`Your session has expired. Reload the page and try again.`,
  PAYLOAD_TOO_LARGE: msg`Too much data was sent. Shorten it and try again.`,
  UNSUPPORTED_FILE_TYPE: msg`This file type is not supported. Upload a JPEG, PNG or WebP image.`,
  REGISTRATION_CLOSED: msg`Online registration for this race is not open.`,
  ALREADY_REGISTERED: msg`You already have a registration for this race.`,
  SOLD_OUT: msg`Registration is not possible: the participant limit has been reached.`,
  OUT_OF_STOCK: msg`Some goods in the cart are out of stock.`,
  INVALID_STATE: msg`This order can no longer be changed.`,
  ALREADY_CANCELLED: msg`A done action cannot be cancelled.`,
  REGISTRATION_EXPIRED: msg`The time to pay for this order has run out. Slots may already be sold out.`,
  TEAM_EXISTS: msg`A team with this name already exists.`,
  TEAM_NOT_FOUND: msg`Team not found. Please check the code.`,
  TEAM_FULL: msg`There are no places left on this stage of the team.`,
  TEAMS_SOLD_OUT: msg`No more teams can register for this race.`,
  TEAM_INCOMPLETE: msg`Add all team members to continue.`,
  ROSTER_LOCKED: msg`The team's roster can no longer be changed: the race has locked it.`,
  BUSY: msg`The site is under heavy load right now and may be slow. Please wait 5 minutes.`,
  UPSTREAM_UNAVAILABLE: msg`The service is temporarily unavailable. Try again later.`,
  INTERNAL: msg`Something went wrong... Try again later.`,
};
