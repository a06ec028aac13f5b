import { Trans } from "@lingui/react/macro";
import { GIFT_CARD_NAME_MAX_LENGTH, GIFT_MESSAGE_MAX_LENGTH } from "@reg/domain";
import { ServerForm, SubmitButton, TextField } from "@reg/ui/forms";
import { object, string } from "yup";

export interface GiftCardText {
  cardName: string;
  message: string;
}

/** The same bounds as the wire's (giftCardNameSchema, giftMessageSchema), with their message ids. */
const cardTextSchema = object({
  cardName: string()
    .trim()
    .required("field.required")
    .max(GIFT_CARD_NAME_MAX_LENGTH, "field.tooLong"),
  message: string().trim().max(GIFT_MESSAGE_MAX_LENGTH, "field.tooLong"),
});

/** The gift wizard's first step: who the card is from and the buyer's words on it. */
export function GiftCardTextForm(props: {
  initialName: string;
  onSubmit: (text: GiftCardText) => Promise<void>;
}) {
  return (
    <ServerForm<GiftCardText>
      initialValues={{ cardName: props.initialName, message: "" }}
      validationSchema={cardTextSchema}
      onSubmit={(values) =>
        props.onSubmit({ cardName: values.cardName.trim(), message: values.message.trim() })
      }
    >
      <TextField
        name="cardName"
        autoComplete="name"
        label={<Trans>From (the name on the card)</Trans>}
        hint={<Trans>For example: Anna and Pavel</Trans>}
      />
      <TextField
        name="message"
        label={<Trans>Your message (optional)</Trans>}
        hint={<Trans>Printed on the gift card, up to 300 characters</Trans>}
      />
      <SubmitButton>
        <Trans>Continue to payment</Trans>
      </SubmitButton>
    </ServerForm>
  );
}
