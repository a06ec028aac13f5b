import { describe, expect, it } from "vitest";
import { defined } from "@reg/domain";
import { expectAppError } from "../support/expect-app-error";
import { useStack, type DatabaseKind } from "../support/stack";
import { coreRows } from "../registration/support/core-state";
import {
  anonymousBrowser,
  PLAIN_RACES,
  signedInBrowser,
  uniqueEmail,
  validParticipant,
} from "../registration/support/people";

const RACE = defined(PLAIN_RACES[0]);

const child = (email: string) => ({
  email,
  relation: "child" as const,
  firstName: "Маша",
  lastName: "Иванова",
  birthDate: "2015-06-01",
  gender: "female" as const,
  language: "ru" as const,
});

/** The family procedures through the BFF (decision 0030), on both databases. */
describe.each<DatabaseKind>(["pglite", "postgres"])("family through the BFF on %s", (kind) => {
  const { core, bff } = useStack({ kind, core: { loginRateLimit: false } });

  it("finds a person by e-mail, creates a child, lists, adds and removes members", async () => {
    const friendEmail = uniqueEmail();
    const friend = await signedInBrowser(bff.url);
    await friend.single.auth.signUp.mutate({
      email: friendEmail,
      password: "correct-horse-9",
      firstName: "Олег",
      lastName: "Смирнов",
      language: "ru",
    });
    const me = await signedInBrowser(bff.url);
    expect(
      await me.single.family.findFriend.query({ email: friendEmail, ...RACE, lang: "ru" }),
    ).toEqual({
      found: true,
      maskedName: "Олег С.",
      isSelf: false,
      inFamily: false,
      alreadyRegistered: false,
    });
    expect(await me.single.family.findFriend.query({ email: uniqueEmail(), lang: "en" })).toEqual({
      found: false,
    });
    const childEmail = uniqueEmail();
    const created = await me.single.family.createRelative.mutate(child(childEmail));
    expect(created.members.map((m) => [m.displayName, m.managed, m.relation])).toEqual([
      ["Маша Иванова", true, "child"],
    ]);
    const added = await me.single.family.add.mutate({ email: friendEmail, relation: "sibling" });
    const byName = (group: typeof added) =>
      Object.fromEntries(group.members.map((m) => [m.displayName, m.relation]));
    expect(byName(added)).toEqual({ "Маша Иванова": "child", "Олег С.": "sibling" });
    expect(await me.single.family.list.query()).toEqual(added);
    const olegId = defined(added.members.find((m) => m.displayName === "Олег С.")).memberId;
    // Who Oleg is to me is mine to change; someone else cannot, nor take him out by guessing his id.
    const changed = await me.single.family.setRelation.mutate({
      memberId: olegId,
      relation: "spouse",
    });
    expect(byName(changed)).toEqual({ "Маша Иванова": "child", "Олег С.": "spouse" });
    const stranger = await signedInBrowser(bff.url);
    await expectAppError(
      stranger.single.family.setRelation.mutate({ memberId: olegId, relation: "child" }),
      "NOT_FOUND",
    );
    await expectAppError(stranger.single.family.remove.mutate({ memberId: olegId }), "NOT_FOUND");
    expect(byName(await me.single.family.list.query())).toEqual(byName(changed));
    const after = await me.single.family.remove.mutate({ memberId: olegId });
    expect(after.members.map((m) => m.displayName)).toEqual(["Маша Иванова"]);
  });

  it("registers the created child: the draft is the child's, made by the parent, both see it", async () => {
    const parent = await signedInBrowser(bff.url);
    const childEmail = uniqueEmail();
    await parent.single.family.createRelative.mutate(child(childEmail));
    const form = await parent.single.registration.getRegistration.query({
      ...RACE,
      participantEmail: childEmail,
    });
    expect(form.participant).toMatchObject({ email: childEmail, firstName: "Маша" });
    const saved = await parent.single.registration.saveRegistration.mutate({
      ...RACE,
      ...validParticipant({ email: childEmail, firstName: "Маша", lastName: "Иванова" }),
      participantEmail: childEmail,
    });
    const rows = await coreRows(
      core,
      `select u.email as participant, g.made_by_user_id is not null as made
         from registrations g join users u on u.id = g.user_id where g.id = '${saved.registrationId}'`,
    );
    expect(rows).toEqual([{ participant: childEmail, made: true }]);
    const cart = await parent.single.registration.getCart.query({
      registrationId: saved.registrationId,
      language: "ru",
    });
    expect(cart.registrationId).toBe(saved.registrationId);
    const mine = await parent.single.account.listRegistrations.query({ language: "ru" });
    expect(mine.items.find((i) => i.id === saved.registrationId)).toMatchObject({
      kind: "relative",
      participant: { isMe: false, name: "Маша Иванова" },
    });
    const stranger = await signedInBrowser(bff.url);
    await expectAppError(
      stranger.single.registration.getCart.query({
        registrationId: saved.registrationId,
        language: "ru",
      }),
      "NOT_FOUND",
    );
  });

  it("the tax page's children are the members who are children by relation: another is refused with its field id", async () => {
    const me = await signedInBrowser(bff.url);
    const created = await me.single.family.createRelative.mutate({
      ...child(uniqueEmail()),
      relation: "sibling",
    });
    const memberId = defined(created.members[0]).memberId;
    const asChild = {
      year: 2024 as const,
      payer: "MY_SELF" as const,
      beneficiary: "KIDS" as const,
      childIds: [memberId],
    };
    const refused = await expectAppError(me.single.tax.preview.query(asChild), "VALIDATION_FAILED");
    expect(refused.data?.fields).toEqual({ "childIds.0": "family.notChild" });
    const asSpouse = await expectAppError(
      me.single.tax.preview.query({
        year: 2024,
        payer: "SPOUSE",
        beneficiary: "MY_SELF",
        spouseUserId: memberId,
      }),
      "VALIDATION_FAILED",
    );
    expect(asSpouse.data?.fields).toEqual({ spouseUserId: "family.notSpouse" });
    // Once the person says she is their child, she is one: an answer (nothing paid), no error.
    await me.single.family.setRelation.mutate({ memberId, relation: "child" });
    const seen = await me.single.tax.preview.query(asChild);
    expect(seen.outcome).toMatchObject({ kind: "rejected", code: "MYSELF_DONT_BUY_SLOTS" });
  });

  it("refuses anonymous callers and bad input with translated field ids, changing nothing", async () => {
    const anonymous = await anonymousBrowser(bff.url);
    await expectAppError(anonymous.single.family.list.query(), "UNAUTHORIZED");
    await expectAppError(
      anonymous.single.family.findFriend.query({ email: uniqueEmail(), lang: "ru" }),
      "UNAUTHORIZED",
    );
    const me = await signedInBrowser(bff.url);
    const users = async () => (await coreRows(core, "select count(*)::int as n from users"))[0];
    const before = await users();
    const bad = await expectAppError(
      me.single.family.createRelative.mutate({
        ...child("not-an-email"),
        firstName: "",
        birthDate: "2999-01-01",
      }),
      "VALIDATION_FAILED",
    );
    expect(bad.data?.fields).toMatchObject({
      email: "email.invalid",
      firstName: "field.required",
      birthDate: "birthDate.future",
    });
    // A key the call does not take is refused, not ignored.
    await expectAppError(
      me.single.family.add.mutate({
        email: uniqueEmail(),
        relation: "child",
        memberId: "x",
      } as never),
      "VALIDATION_FAILED",
    );
    // Who they are is asked, never guessed: none, or one the domain does not know, is refused.
    const noRelation = await expectAppError(
      me.single.family.add.mutate({ email: uniqueEmail() } as never),
      "VALIDATION_FAILED",
    );
    expect(noRelation.data?.fields).toEqual({ relation: "relation.notSelected" });
    const badRelation = await expectAppError(
      me.single.family.setRelation.mutate({
        memberId: "0b5d7a52-3c1e-4a8f-9d2b-6e7f8a9b0c1d",
        relation: "boss",
      } as never),
      "VALIDATION_FAILED",
    );
    expect(badRelation.data?.fields).toEqual({ relation: "relation.notSelected" });
    const removeBad = await expectAppError(
      me.single.family.remove.mutate({ memberId: "1 or 1=1" }),
      "VALIDATION_FAILED",
    );
    expect(removeBad.data?.fields).toEqual({ memberId: "field.invalid" });
    const noAccount = await expectAppError(
      me.single.family.add.mutate({ email: uniqueEmail(), relation: "parent" }),
      "VALIDATION_FAILED",
    );
    expect(noAccount.data?.fields).toEqual({ email: "family.noAccount" });
    const findBad = await expectAppError(
      me.single.family.findFriend.query({ email: "кто@то.рф", lang: "ru" }),
      "VALIDATION_FAILED",
    );
    expect(findBad.data?.fields).toEqual({ email: "email.cyrillic" });
    expect(await users()).toEqual(before);
    expect((await me.single.family.list.query()).members).toEqual([]);
  });
});
