import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { AgeGroup, EventListTab } from "@reg/domain";

/** The tabs of SPEC §2 as the page names them. */
export const TAB_NAMES: Record<EventListTab, MessageDescriptor> = {
  all: msg`All`,
  future: msg`Upcoming`,
  today: msg`Today`,
  series: msg`Series`,
  virtual: msg`Virtual`,
  results: msg`Results`,
  past: msg`Past`,
};

/** The age filter's groups (SPEC §2) with the ages each covers. */
export const AGE_GROUP_NAMES: Record<AgeGroup, MessageDescriptor> = {
  children: msg`Children (up to 11)`,
  teens: msg`Teens (12–17)`,
  youth: msg`Youth (18–23)`,
  adults: msg`Adults (24–59)`,
  aged: msg`60 and over`,
};
