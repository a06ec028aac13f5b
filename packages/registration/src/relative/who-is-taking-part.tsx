import { Trans, useLingui } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import type { FamilyRelation, FoundFriend } from "@reg/domain";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useRef, useState, type ReactNode } from "react";
import { FindByEmail } from "./find-by-email";
import { FoundPerson } from "./found-person";
import { RelationSelect } from "./relation-select";
import { RelativeAccountForm } from "./relative-account-form";
import type { ChosenPerson } from "./chosen-person";

export interface WhoIsTakingPartProps {
  race: { eventCode: string; raceCode: string };
  /** Null: the signed-in person themself. */
  chosen: ChosenPerson | null;
  onChoose: (person: ChosenPerson | null) => void;
}

type Other =
  | { kind: "search" }
  | { kind: "found"; email: string; found: Extract<FoundFriend, { found: true }> }
  | { kind: "create"; email: string };

/**
 * "Who is taking part" above the form (SPEC §4 relative flow, decision 0030): me, a member of my
 * family group, or someone else found by e-mail (a friend) or given a new account (a relative).
 */
export function WhoIsTakingPart(props: WhoIsTakingPartProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const name = useId();
  const family = useQuery(trpc.family.list.queryOptions());
  const [other, setOther] = useState<Other | null>(null);
  const [keep, setKeep] = useState(false);
  // Who a kept relative is to the person (decision 0042): asked once they are to be kept.
  const [relation, setRelation] = useState<FamilyRelation | "">("");
  const [relationMissing, setRelationMissing] = useState(false);
  const relationRef = useRef<HTMLSelectElement>(null);
  const add = useMutation(trpc.family.add.mutationOptions());
  const create = useMutation(trpc.family.createRelative.mutationOptions());
  const members = family.data?.members ?? [];
  const current = props.chosen?.email ?? (other ? "other" : "me");
  const pick = (value: string) => {
    if (value === "me") {
      setOther(null);
      props.onChoose(null);
      return;
    }
    if (value === "other") {
      setOther({ kind: "search" });
      if (props.chosen) props.onChoose(null);
      return;
    }
    const member = members.find((m) => m.email === value);
    if (member) {
      setOther(null);
      props.onChoose({ email: member.email, name: member.displayName, kind: "relative" });
    }
  };
  return (
    <section
      className={`card card--padded who-takes-part${other ? " who-takes-part--other" : ""}`}
      aria-labelledby={`${name}-title`}
    >
      <h2 className="who-takes-part__title" id={`${name}-title`}>
        <Trans>Who is taking part?</Trans>
      </h2>
      <fieldset className="who-takes-part__choices">
        <legend className="visually-hidden">{t`Who is taking part?`}</legend>
        <Choice name={name} value="me" current={current} onPick={pick}>
          <Trans>Me</Trans>
        </Choice>
        {members.map((member) => (
          <Choice
            key={member.memberId}
            name={name}
            value={member.email}
            current={current}
            onPick={pick}
          >
            {member.displayName}
          </Choice>
        ))}
        <Choice name={name} value="other" current={current} onPick={pick}>
          <Trans>Someone else</Trans>
        </Choice>
      </fieldset>
      {other?.kind === "search" && (
        <FindByEmail
          race={props.race}
          label={<Trans>Their e-mail</Trans>}
          onFound={(email, found) => {
            setRelation("");
            setRelationMissing(false);
            setOther(found.found ? { kind: "found", email, found } : { kind: "create", email });
          }}
        />
      )}
      {other?.kind === "found" && (
        <FoundPerson
          found={other.found}
          actionLabel={<Trans>Register {other.found.maskedName}</Trans>}
          onAction={async () => {
            const kept = other.found.inFamily || keep;
            if (keep && !other.found.inFamily) {
              if (relation === "") {
                setRelationMissing(true);
                relationRef.current?.focus();
                return;
              }
              await add.mutateAsync({ email: other.email, relation });
              await family.refetch();
            }
            props.onChoose({
              email: other.email,
              name: other.found.maskedName,
              kind: kept ? "relative" : "friend",
            });
            setOther(null);
          }}
          onBack={() => setOther({ kind: "search" })}
        >
          {!other.found.inFamily && (
            <label className="check who-takes-part__keep">
              <input
                type="checkbox"
                className="check__box"
                checked={keep}
                onChange={(event) => setKeep(event.target.checked)}
              />
              <span className="check__label">
                <Trans>A relative: keep them in my family for next time</Trans>
              </span>
            </label>
          )}
          {!other.found.inFamily && keep && (
            <RelationSelect
              value={relation}
              onChange={setRelation}
              showError={relationMissing}
              selectRef={relationRef}
            />
          )}
        </FoundPerson>
      )}
      {other?.kind === "create" && (
        <>
          <p className="who-takes-part__note" role="status">
            <Trans>
              No account has this e-mail. Create one for your relative: they stay in your family for
              next time and get a link to set a password.
            </Trans>
          </p>
          <RelativeAccountForm
            email={other.email}
            submitLabel={<Trans>Create and continue</Trans>}
            onSubmit={async (input) => {
              await create.mutateAsync(input);
              await family.refetch();
              props.onChoose({
                email: input.email.trim().toLowerCase(),
                name: `${input.firstName} ${input.lastName}`,
                kind: "relative",
              });
              setOther(null);
            }}
          />
        </>
      )}
    </section>
  );
}

function Choice(props: {
  name: string;
  value: string;
  current: string;
  onPick: (value: string) => void;
  children: ReactNode;
}) {
  const id = `${props.name}-${props.value}`;
  return (
    <label className="who-takes-part__choice" htmlFor={id}>
      <input
        type="radio"
        id={id}
        name={props.name}
        value={props.value}
        checked={props.current === props.value}
        onChange={() => props.onPick(props.value)}
      />
      <span>{props.children}</span>
    </label>
  );
}
