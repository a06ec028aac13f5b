import { Trans, useLingui } from "@lingui/react/macro";
import { fieldRules, PROMO_CODE_MAX_LENGTH } from "@reg/domain";
import { Form, Formik } from "formik";
import { FormAlert, showServerErrors, type FormStatus, yupFormSchema } from "@reg/ui/forms";
import { WizardNav } from "../wizard/wizard-nav";
import { InputField } from "../fields/input-field";

const promoGateSchema = yupFormSchema({ promoCode: fieldRules.promoCode });

export interface PromoGateProps {
  /** A code accepted earlier in this session, shown again after a reload. */
  initialCode?: string;
  /**
   * POST /Register/CheckPromoCode: resolves when the code is valid for this race; a failure carries
   * `fields.promoCode` (promo.empty, promo.notFound, promo.notChecked).
   */
  onCheck: (code: string) => Promise<void>;
}

/**
 * The promo-code gate (SPEC §2): a race that takes registrations only with a code asks for it
 * before anything else. Once accepted, the code rides along with the registration and the gate
 * is never shown again on the way back.
 */
export function PromoGate(props: PromoGateProps) {
  const { t } = useLingui();
  return (
    <Formik<{ promoCode: string }>
      initialValues={{ promoCode: props.initialCode ?? "" }}
      initialStatus={{ formError: null } satisfies FormStatus}
      validationSchema={promoGateSchema}
      onSubmit={async (values, helpers) => {
        helpers.setStatus({ formError: null } satisfies FormStatus);
        try {
          await props.onCheck(values.promoCode.trim());
        } catch (error) {
          showServerErrors(error, helpers, { NOT_FOUND: "promoCode" });
        }
      }}
    >
      {({ status, isSubmitting }) => (
        <Form className="form promo-gate" noValidate>
          <p className="promo-gate__text">
            <Trans>
              Registration for this race is by promo code only. Enter your code to start.
            </Trans>
          </p>
          <InputField
            name="promoCode"
            label={t`Promo code`}
            maxLength={PROMO_CODE_MAX_LENGTH}
            autoComplete="off"
          />
          <FormAlert code={(status as FormStatus | undefined)?.formError} />
          <WizardNav onBack={null} busy={isSubmitting} />
        </Form>
      )}
    </Formik>
  );
}
