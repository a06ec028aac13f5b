import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { MemberState, TeamStanding } from "@reg/domain";

/** A member's state on the roster: only in the team, their own form saved, their share paid. */
export const memberStateNames: Record<MemberState, MessageDescriptor> = {
  joined: msg`Joined`,
  formFilled: msg`Form filled`,
  paid: msg`Paid`,
};

export const memberStateBadges: Record<MemberState, string> = {
  joined: "badge badge--muted",
  formFilled: "badge badge--warning",
  paid: "badge badge--success",
};

/** A team's standing (decision 0026 §8). */
export const standingNames: Record<TeamStanding, MessageDescriptor> = {
  forming: msg`Forming`,
  complete: msg`Complete`,
  incomplete: msg`Incomplete`,
};

export const standingBadges: Record<TeamStanding, string> = {
  forming: "badge badge--warning",
  complete: "badge badge--success",
  incomplete: "badge badge--muted",
};
