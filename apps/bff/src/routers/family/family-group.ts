import {
  addFamilyMemberInputSchema,
  createRelativeInputSchema,
  FAMILY_CALLS,
  familyGroupSchema,
  removeFamilyMemberInputSchema,
  setFamilyRelationInputSchema,
} from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";
import { noInput } from "../no-input";

/** The signed-in person's family group; no input names whose. */
export const list = authedProcedure
  .input(noInput)
  .output(outputOf(familyGroupSchema))
  .query(({ ctx }) => ctx.legacy.send(FAMILY_CALLS.list, {}));

/**
 * A relative's new account (a child's), added to the group as who they are to the person; they get
 * a set-your-password link.
 */
export const createRelative = authedProcedure
  .input(createRelativeInputSchema)
  .output(outputOf(familyGroupSchema))
  .mutation(({ ctx, input }) => ctx.legacy.send(FAMILY_CALLS.createRelative, { body: input }));

/** An existing account, by its e-mail, added to the group as who they are to the person. */
export const add = authedProcedure
  .input(addFamilyMemberInputSchema)
  .output(outputOf(familyGroupSchema))
  .mutation(({ ctx, input }) => ctx.legacy.send(FAMILY_CALLS.add, { body: input }));

/** A member taken out of the group (their account stays theirs); another's member is NOT_FOUND. */
export const remove = authedProcedure
  .input(removeFamilyMemberInputSchema)
  .output(outputOf(familyGroupSchema))
  .mutation(({ ctx, input }) => ctx.legacy.send(FAMILY_CALLS.remove, { body: input }));

/** Who a member is to the person (decision 0042), changed; another's member is NOT_FOUND. */
export const setRelation = authedProcedure
  .input(setFamilyRelationInputSchema)
  .output(outputOf(familyGroupSchema))
  .mutation(({ ctx, input }) => ctx.legacy.send(FAMILY_CALLS.setRelation, { body: input }));
