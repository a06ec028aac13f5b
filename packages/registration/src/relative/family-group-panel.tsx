import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { appErrorCode, useTRPC } from "@reg/api";
import {
  FAMILY_RELATIONS,
  type FamilyGroup,
  type FamilyMember,
  type FamilyRelation,
  type FoundFriend,
} from "@reg/domain";
import { ErrorState, useToasts } from "@reg/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { FindByEmail } from "./find-by-email";
import { FoundPerson } from "./found-person";
import { relationOptions } from "./relation-names";
import { RelationSelect } from "./relation-select";
import { RelativeAccountForm } from "./relative-account-form";
import { formatBirthDate } from "./birth-date";
import { useLocale } from "../use-locale";

/**
 * The family group in the personal account (SPEC §4 relative flow; decision 0030): the relatives
 * kept for next time, each with who they are to the person (changeable, decision 0042) and
 * removable; an account found by e-mail added, or a child's created, saying who they are.
 */
export function FamilyGroupPanel() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const headingId = useId();
  const group = useQuery(trpc.family.list.queryOptions());
  const keep = (next: FamilyGroup) => queryClient.setQueryData(trpc.family.list.queryKey(), next);
  return (
    <section className="card card--padded family-panel" aria-labelledby={headingId}>
      <h2 className="family-panel__title" id={headingId}>
        <Trans>My family</Trans>
      </h2>
      <p className="family-panel__lead">
        <Trans>
          Relatives you register stay here for next time. Choose them on the registration form under
          “Who is taking part”.
        </Trans>
      </p>
      {group.isError ? (
        <ErrorState onRetry={() => void group.refetch()} />
      ) : group.data === undefined ? (
        <p role="status" className="family-panel__empty">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <MemberList members={group.data.members} onChanged={keep} />
      )}
      <AddRelative onAdded={keep} />
    </section>
  );
}

function MemberList(props: { members: FamilyMember[]; onChanged: (next: FamilyGroup) => void }) {
  const { i18n, t } = useLingui();
  const trpc = useTRPC();
  const toasts = useToasts();
  const locale = useLocale();
  const remove = useMutation(trpc.family.remove.mutationOptions());
  const setRelation = useMutation(trpc.family.setRelation.mutationOptions());
  const options = relationOptions(i18n);
  const change = (member: FamilyMember, value: string) => {
    const relation = FAMILY_RELATIONS.find((r) => r === value);
    if (!relation || relation === member.relation) return;
    void setRelation.mutateAsync({ memberId: member.memberId, relation }).then(
      (next) => {
        props.onChanged(next);
        toasts.success(msg`Saved`);
      },
      (error: unknown) => toasts.error(appErrorCode(error)),
    );
  };
  if (props.members.length === 0)
    return (
      <p className="family-panel__empty">
        <Trans>No relatives yet.</Trans>
      </p>
    );
  return (
    <ul className="family-list" aria-label={t`Family members`}>
      {props.members.map((member) => (
        <li key={member.memberId} className="family-list__item">
          <span className="avatar" aria-hidden="true">
            {member.displayName.slice(0, 1)}
          </span>
          <span className="family-list__body">
            <span className="family-list__name">{member.displayName}</span>
            <span className="family-list__meta">
              {member.email}
              {member.birthDate ? ` · ${formatBirthDate(member.birthDate, locale)}` : ""}
            </span>
          </span>
          <select
            className="field__input field__select family-list__relation"
            aria-label={t`Who is ${member.displayName} to you?`}
            value={member.relation}
            disabled={setRelation.isPending}
            onChange={(event) => change(member, event.target.value)}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn btn--ghost family-list__remove"
            disabled={remove.isPending}
            aria-label={t`Remove ${member.displayName} from the family`}
            onClick={() =>
              void remove.mutateAsync({ memberId: member.memberId }).then(
                (next) => {
                  props.onChanged(next);
                  toasts.success(msg`Removed from your family`);
                },
                (error: unknown) => toasts.error(appErrorCode(error)),
              )
            }
          >
            <Trans>Remove</Trans>
          </button>
        </li>
      ))}
    </ul>
  );
}

type Adding =
  | { kind: "closed" }
  | { kind: "search" }
  | { kind: "found"; email: string; found: Extract<FoundFriend, { found: true }> }
  | { kind: "create"; email: string };

function AddRelative(props: { onAdded: (next: FamilyGroup) => void }) {
  const trpc = useTRPC();
  const toasts = useToasts();
  const [adding, setAdding] = useState<Adding>({ kind: "closed" });
  const [relation, setRelation] = useState<FamilyRelation | "">("");
  const [relationMissing, setRelationMissing] = useState(false);
  const relationRef = useRef<HTMLSelectElement>(null);
  const add = useMutation(trpc.family.add.mutationOptions());
  const create = useMutation(trpc.family.createRelative.mutationOptions());
  const done = (next: FamilyGroup) => {
    props.onAdded(next);
    setAdding({ kind: "closed" });
    toasts.success(msg`Added to your family`);
  };
  if (adding.kind === "closed")
    return (
      <div className="family-panel__actions">
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => setAdding({ kind: "search" })}
        >
          <Trans>Add a relative</Trans>
        </button>
      </div>
    );
  return (
    <div className="family-panel__add">
      {adding.kind === "search" && (
        <FindByEmail
          onFound={(email, found) => {
            setRelation("");
            setRelationMissing(false);
            setAdding(found.found ? { kind: "found", email, found } : { kind: "create", email });
          }}
        />
      )}
      {adding.kind === "found" && (
        <FoundPerson
          found={adding.found}
          actionLabel={<Trans>Add to my family</Trans>}
          onAction={async () => {
            if (relation === "") {
              setRelationMissing(true);
              relationRef.current?.focus();
              return;
            }
            done(await add.mutateAsync({ email: adding.email, relation }));
          }}
          onBack={() => setAdding({ kind: "search" })}
        >
          <RelationSelect
            value={relation}
            onChange={setRelation}
            showError={relationMissing}
            selectRef={relationRef}
          />
        </FoundPerson>
      )}
      {adding.kind === "create" && (
        <>
          <p className="family-panel__note" role="status">
            <Trans>
              No account has this e-mail. Create one for your relative: they will get a link to set
              a password.
            </Trans>
          </p>
          <RelativeAccountForm
            email={adding.email}
            submitLabel={<Trans>Create and add to my family</Trans>}
            onSubmit={async (input) => done(await create.mutateAsync(input))}
          />
        </>
      )}
      <button
        type="button"
        className="btn btn--ghost"
        onClick={() => setAdding({ kind: "closed" })}
      >
        <Trans>Cancel</Trans>
      </button>
    </div>
  );
}
