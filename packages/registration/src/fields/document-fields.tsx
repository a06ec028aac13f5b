import { useLingui } from "@lingui/react/macro";
import {
  IDENTITY_DOCUMENT_CODES,
  IDENTITY_DOCUMENT_TYPES,
  identityDocumentType,
  type IdentityDocumentCode,
} from "@reg/domain";
import { useField } from "formik";
import { documentInputMask, documentMaskExample } from "../participant/document-mask";
import { documentTypeNames, freeFormDocumentPlaceholder } from "../participant/document-type-names";
import { FieldFrame } from "./field-frame";
import { MaskedInput } from "./masked-input";
import { SelectField } from "./select-field";
import { useFieldA11y } from "./use-field-a11y";

function isDocumentCode(value: string): value is IdentityDocumentCode {
  return (IDENTITY_DOCUMENT_CODES as readonly string[]).includes(value);
}

/**
 * The identity document (SPEC §3): its type, then its number through the type's mask and length
 * ("## ## ######" for a Russian passport), or free-form, 1–25 characters, 'Серия и номер'.
 */
export function DocumentFields(props: {
  typeName: string;
  numberName: string;
  /** The types the race accepts (ApiInit `form.documentTypes`), listed in SPEC §3's order. */
  types: readonly IdentityDocumentCode[];
}) {
  const { t, i18n } = useLingui();
  const [typeField] = useField<string>(props.typeName);
  const [, , numberHelpers] = useField<string>(props.numberName);
  const code = typeField.value;
  return (
    <div className="form__row form__row--split">
      <SelectField
        name={props.typeName}
        label={t`Identity document`}
        placeholder={t`Not selected`}
        options={IDENTITY_DOCUMENT_TYPES.filter((type) => props.types.includes(type.code)).map(
          (type) => ({
            value: type.code,
            label: i18n._(documentTypeNames[type.code]),
          }),
        )}
        // A number typed for one type's mask means nothing under another's.
        onChosen={() => void numberHelpers.setValue("", false)}
      />
      {isDocumentCode(code) ? (
        <DocumentNumberInput key={code} name={props.numberName} code={code} />
      ) : null}
    </div>
  );
}

function DocumentNumberInput(props: { name: string; code: IdentityDocumentCode }) {
  const { t, i18n } = useLingui();
  const [field, , helpers] = useField<string | undefined>(props.name);
  const type = identityDocumentType(props.code);
  const example = type.mask ? documentMaskExample(type.mask) : null;
  const a11y = useFieldA11y(props.name, example !== null);
  const common = {
    name: field.name,
    ...a11y.controlProps,
    value: field.value ?? "",
    onBlur: field.onBlur,
    className: "field__input",
    autoComplete: "off",
    spellCheck: false,
  };
  return (
    <FieldFrame
      a11y={a11y}
      label={t`Document number`}
      hint={example ? t`Format: ${example}` : undefined}
    >
      {type.mask ? (
        <MaskedInput
          {...common}
          mask={documentInputMask(type.mask)}
          maskPlaceholder={null}
          // Series letters are stored upper-cased; showing them so avoids a surprise later.
          beforeMaskedStateChange={({ nextState }) => ({
            ...nextState,
            value: nextState.value.toUpperCase(),
          })}
          onChange={(event) => void helpers.setValue(event.target.value)}
          placeholder={example ?? undefined}
        />
      ) : (
        <input
          {...common}
          onChange={field.onChange}
          maxLength={type.maxLength}
          placeholder={i18n._(freeFormDocumentPlaceholder)}
        />
      )}
    </FieldFrame>
  );
}
