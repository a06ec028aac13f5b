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
    expect(created.members.map((m) => [m.displayName, m.managed])).toEqual([
      ["Маша Иванова", true],
    ]);
    const added = await me.single.family.add.mutate({ email: friendEmail });
    expect(added.members.map((m) => m.displayName)).toEqual(["Маша Иванова", "Олег С."]);
    expect(await me.single.family.list.query()).toEqual(added);
    const olegId = defined(added.members[1]).memberId;
    // Someone else cannot take Oleg out of my group by guessing his id.
    const stranger = await signedInBrowser(bff.url);
    await expectAppError(stranger.single.family.remove.mutate({ memberId: olegId }), "NOT_FOUND");
    expect((await me.single.family.list.query()).members).toHaveLength(2);
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
      me.single.family.add.mutate({ email: uniqueEmail(), memberId: "x" } as never),
      "VALIDATION_FAILED",
    );
    const removeBad = await expectAppError(
      me.single.family.remove.mutate({ memberId: "1 or 1=1" }),
      "VALIDATION_FAILED",
    );
    expect(removeBad.data?.fields).toEqual({ memberId: "field.invalid" });
    const noAccount = await expectAppError(
      me.single.family.add.mutate({ email: uniqueEmail() }),
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
