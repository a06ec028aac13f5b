import { legacyCall } from "../contract/legacy-call";
import {
  addFamilyMemberInputSchema,
  createRelativeInputSchema,
  familyGroupSchema,
  removeFamilyMemberInputSchema,
  setFamilyRelationInputSchema,
} from "./wire";

/**
 * The family group's calls SPEC §7 does not list, declared once for core and the BFF like
 * LEGACY_CONTRACT's; ApiFindFriend, the SPEC call, is in that table. Each answers the group as
 * it is after the change.
 */
export const FAMILY_CALLS = {
  list: legacyCall({ method: "GET", path: "/api/account/family", output: familyGroupSchema }),
  createRelative: legacyCall({
    method: "POST",
    path: "/api/account/family/createRelative",
    body: createRelativeInputSchema,
    output: familyGroupSchema,
  }),
  add: legacyCall({
    method: "POST",
    path: "/api/account/family/add",
    body: addFamilyMemberInputSchema,
    output: familyGroupSchema,
  }),
  remove: legacyCall({
    method: "POST",
    path: "/api/account/family/remove",
    body: removeFamilyMemberInputSchema,
    output: familyGroupSchema,
  }),
  setRelation: legacyCall({
    method: "POST",
    path: "/api/account/family/setRelation",
    body: setFamilyRelationInputSchema,
    output: familyGroupSchema,
  }),
};
