import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { RelayStage } from "@reg/domain";

/**
 * A stage's participant-count bounds as SPEC §3 names them: exact ("1 participant") when from
 * equals to, else "from 1 to 2 participants".
 */
export function StageBoundsText(props: { stage: RelayStage }) {
  const { t } = useLingui();
  const { minMembers, maxMembers } = props.stage;
  if (minMembers === maxMembers)
    return (
      <>{t`${plural(minMembers, { one: "exactly # participant", other: "exactly # participants" })}`}</>
    );
  return <>{t`from ${minMembers} to ${maxMembers} participants`}</>;
}

/** "Stage 2" — a stage's name wherever one is shown or chosen. */
export function useStageName(): (position: number) => string {
  const { t } = useLingui();
  return (position) => t`Stage ${position}`;
}

/** The race's stages and their bounds, before a team is created or joined. */
export function RaceStages(props: { stages: readonly RelayStage[] }) {
  const stageName = useStageName();
  return (
    <ol className="team-stages">
      {props.stages.map((stage) => (
        <li key={stage.position} className="team-stages__item">
          <span className="team-stages__name">{stageName(stage.position)}</span>
          <span className="team-stages__bounds">
            <StageBoundsText stage={stage} />
          </span>
        </li>
      ))}
    </ol>
  );
}
