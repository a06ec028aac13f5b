import { Trans } from "@lingui/react/macro";
import { appFieldErrors, useTRPC } from "@reg/api";
import { formatMoscowDateTime, type GiftCheck, type RedeemedGift } from "@reg/domain";
import { ServerForm, SubmitButton, TextField } from "@reg/ui/forms";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { object, string } from "yup";
import { participantFields } from "../data/participant-fields";
import { useRegistrationReads } from "../data/registration-reads";
import { ParticipantForm } from "../participant/participant-form";
import { participantValuesFromServer } from "../participant/participant-values";
import { StepPending } from "../step-pending";
import { useLocale } from "../use-locale";
import { giftRaceLabel } from "./gift-race-name";
import { uploadImageInput } from "../data/file-data-url";

/**
 * A code core refused for a reason about the code (not found, redeemed, too late) is a problem of
 * the field, said under it: the form's alert says "check the field", not "nothing found".
 */
function asFieldProblem(error: unknown): never {
  const fields = appFieldErrors(error);
  if (fields.giftCode === undefined) throw error;
  throw { data: { appCode: "VALIDATION_FAILED", fields } };
}

const codeSchema = object({ giftCode: string().trim().required("giftCode.required") });
// The participant form's own id, as the wizard's step gives it.
const FORM_ID = "participant-form";

/**
 * Redeeming a gift (decision 0031): the code, then what it is for (the race, nothing of the
 * buyer), then the recipient's own participant form; sent, they are registered, already paid.
 */
export function GiftRedeem(props: { initialCode: string; accountHref: string }) {
  const trpc = useTRPC();
  const check = useMutation(trpc.gifts.check.mutationOptions());
  const [found, setFound] = useState<{ code: string; gift: GiftCheck } | null>(null);
  const [done, setDone] = useState<RedeemedGift | null>(null);

  if (done) return <GiftRedeemed redeemed={done} accountHref={props.accountHref} />;
  if (found)
    return (
      <GiftParticipant
        code={found.code}
        gift={found.gift}
        onBack={() => setFound(null)}
        onDone={setDone}
      />
    );
  return (
    <section className="card card--padded gift-step" aria-labelledby="gift-code-heading">
      <h2 className="gift-step__title" id="gift-code-heading">
        <Trans>Enter the gift code</Trans>
      </h2>
      <p className="gift-step__text">
        <Trans>The code is on the gift card or in the message from the person who gave it.</Trans>
      </p>
      <ServerForm<{ giftCode: string }>
        initialValues={{ giftCode: props.initialCode }}
        validationSchema={codeSchema}
        onSubmit={async ({ giftCode }) => {
          const gift = await check.mutateAsync({ giftCode }).catch(asFieldProblem);
          setFound({ code: giftCode, gift });
        }}
      >
        <TextField
          name="giftCode"
          autoComplete="off"
          label={<Trans>Gift code</Trans>}
          hint={<Trans>12 letters and digits, for example ABCD-EFGH-JKMN</Trans>}
        />
        <SubmitButton>
          <Trans>Check the code</Trans>
        </SubmitButton>
      </ServerForm>
    </section>
  );
}

function GiftRaceSummary(props: { gift: GiftCheck }) {
  const locale = useLocale();
  const names = giftRaceLabel(props.gift.race, locale);
  return (
    <dl className="gift-race">
      <div>
        <dt>
          <Trans>Event</Trans>
        </dt>
        <dd>{names.event}</dd>
      </div>
      <div>
        <dt>
          <Trans>Race</Trans>
        </dt>
        <dd>{names.race}</dd>
      </div>
      <div>
        <dt>
          <Trans>Start</Trans>
        </dt>
        <dd>{formatMoscowDateTime(new Date(props.gift.race.startsAt))}</dd>
      </div>
    </dl>
  );
}

function GiftParticipant(props: {
  code: string;
  gift: GiftCheck;
  onBack: () => void;
  onDone: (redeemed: RedeemedGift) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const language = useLocale();
  const reads = useRegistrationReads();
  const race = { eventCode: props.gift.race.eventCode, raceCode: props.gift.race.raceCode };
  const init = useQuery(reads.init(race));
  const prefill = useQuery(reads.form(race));
  const clubs = useQuery(reads.clubs());
  const occupations = useQuery(reads.occupations());
  const redeem = useMutation(trpc.gifts.redeem.mutationOptions());
  const upload = useMutation(trpc.registration.uploadImage.mutationOptions());
  return (
    <section className="card card--padded gift-step" aria-labelledby="gift-form-heading">
      <h2 className="gift-step__title" id="gift-form-heading">
        <Trans>Your gift: a place in the race, already paid</Trans>
      </h2>
      <GiftRaceSummary gift={props.gift} />
      <p className="gift-step__text">
        <Trans>Fill in your participant form: you will be registered for this race at once.</Trans>
      </p>
      {!init.data ? (
        <StepPending read={init} />
      ) : !prefill.data ? (
        <StepPending read={prefill} />
      ) : (
        <ParticipantForm
          formId={FORM_ID}
          initialValues={participantValuesFromServer(prefill.data.participant, null)}
          form={init.data.form}
          choices={{
            clubs: clubs.data ?? [],
            occupations: occupations.data ?? [],
            termsUrl: null,
            rulesUrl: null,
            loadContractOffer: () =>
              queryClient.fetchQuery(
                trpc.registration.getContractOffer.queryOptions({ ...race, language }),
              ),
          }}
          onBack={props.onBack}
          // The registration is the buyer's until redeemed: the picture is uploaded on its own
          // and named with the form, which hands it over with the place.
          uploadPhoto={async (file) => upload.mutateAsync(await uploadImageInput(file, null))}
          onSubmit={async (values) => {
            props.onDone(
              await redeem.mutateAsync({
                giftCode: props.code,
                participant: participantFields(values),
                ...(values.imageId ? { imageId: values.imageId } : {}),
              }),
            );
          }}
        />
      )}
    </section>
  );
}

function GiftRedeemed(props: { redeemed: RedeemedGift; accountHref: string }) {
  const locale = useLocale();
  const names = giftRaceLabel(props.redeemed.race, locale);
  return (
    <section
      className="card card--padded gift-step gift-step--done"
      aria-labelledby="gift-done-heading"
    >
      <h2 className="gift-step__title" id="gift-done-heading" data-testid="gift-redeemed">
        <Trans>You are registered</Trans>
      </h2>
      <p className="gift-step__text">
        <Trans>
          {names.race} — {names.event}. Your participation is paid by the gift; the confirmation is
          in your account.
        </Trans>
      </p>
      <a className="btn btn--primary" href={props.accountHref}>
        <Trans>My registrations</Trans>
      </a>
    </section>
  );
}
