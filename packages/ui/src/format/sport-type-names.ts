import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { SportType } from "@reg/domain";

/** The name of every sport of SPEC §3, as people say it. */
export const sportTypeNames: Record<SportType, MessageDescriptor> = {
  run: msg`Running`,
  trail: msg`Trail running`,
  "run-relay": msg`Running relay`,
  cycling: msg`Cycling`,
  obstacleracing: msg`Obstacle racing`,
  biathlon: msg`Biathlon`,
  "biathlon-relay": msg`Biathlon relay`,
  duathlon: msg`Duathlon`,
  "duathlon-relay": msg`Duathlon relay`,
  "ski-race": msg`Cross-country skiing`,
  "ski-race-relay": msg`Ski relay`,
  "ski-biathlon": msg`Ski biathlon`,
  swimming: msg`Swimming`,
  "swimming-team": msg`Team swimming`,
  orienteering: msg`Orienteering`,
  triathlon: msg`Triathlon`,
  "triathlon-relay": msg`Triathlon relay`,
  walk: msg`Walking`,
};
