import { useLingui } from "@lingui/react/macro";
import { ORGANIZER_ANSWER_MAX_LENGTH, type RaceForm } from "@reg/domain";
import { choiceLabel } from "../participant/choice-names";
import { InputField } from "./input-field";
import { SelectField } from "./select-field";

/** The race's own questions (SPEC §3 "organizer's questions"): a choice or free text each. */
export function OrganizerQuestions(props: { questions: RaceForm["questions"] }) {
  const { t, i18n } = useLingui();
  return (
    <>
      {props.questions.map((question) => {
        const name = `answers.${question.id}`;
        const text = question.text;
        const label = question.required ? text : t`${text} (optional)`;
        return question.choices ? (
          <SelectField
            key={question.id}
            name={name}
            label={label}
            placeholder={t`Not selected`}
            options={question.choices.map((choice) => ({
              value: choice,
              label: choiceLabel(i18n, choice),
            }))}
          />
        ) : (
          <InputField
            key={question.id}
            name={name}
            label={label}
            maxLength={ORGANIZER_ANSWER_MAX_LENGTH}
          />
        );
      })}
    </>
  );
}
