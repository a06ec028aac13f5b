import { Trans, useLingui } from "@lingui/react/macro";
import { CLUB_MAX_LENGTH, type RunningClub } from "@reg/domain";
import { useField } from "formik";
import { useId } from "react";
import { CheckboxField } from "./checkbox-field";
import { InputField } from "./input-field";

/**
 * The club, typed or picked from the known clubs, or "I am not in a club" (SPEC §3): ticking it
 * greys the club out, and the domain's cross-field rule stops asking for one.
 */
export function ClubField(props: { clubs: readonly RunningClub[] }) {
  const { t } = useLingui();
  const [noClub] = useField<boolean>("noClub");
  const listId = `${useId()}-clubs`;
  return (
    <div className="form__group">
      <InputField
        name="club"
        label={t`Running club`}
        maxLength={CLUB_MAX_LENGTH}
        list={props.clubs.length > 0 ? listId : undefined}
        disabled={noClub.value}
        autoComplete="organization"
      />
      {props.clubs.length > 0 && (
        <datalist id={listId}>
          {props.clubs.map((club) => (
            <option key={club.id} value={club.name}>
              {club.city}
            </option>
          ))}
        </datalist>
      )}
      <CheckboxField name="noClub" label={<Trans>I am not in a club</Trans>} />
    </div>
  );
}
