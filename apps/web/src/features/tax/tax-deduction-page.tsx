import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { appErrorCode, appFieldErrors, useTRPC } from "@reg/api";
import {
  TAX_DEDUCTION_YEARS,
  type FamilyMember,
  type Profile,
  type TaxDeductionPayer,
  type TaxPreviewInput,
  type TaxSubmitResult,
} from "@reg/domain";
import { selectLocale, useAppSelector, usePageHeadTitle } from "@reg/front";
import { fieldErrorMessage } from "@reg/i18n";
import {
  FocusFirstError,
  FormAlert,
  showServerErrors,
  SubmitButton,
  type FormStatus,
} from "@reg/ui/forms";
import { skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Form, Formik, getIn, useFormikContext, type FormikHelpers } from "formik";
import { useRef, useState } from "react";
import { TaxCertificateList } from "./tax-certificate-list";
import { IdentityFields, TaxCheckbox, TaxChoice, TaxInput, TaxSelect } from "./tax-fields";
import {
  emptyDocument,
  initialTaxFormValues,
  previewInputOf,
  submitInputOf,
  taxpayerFor,
  validateTaxForm,
  type TaxFormValues,
} from "./tax-form-values";
import { TaxPreview } from "./tax-preview";
import { TaxRejection } from "./tax-rejection";
import "./tax.css";

type Issued = Extract<TaxSubmitResult, { kind: "issued" }>;

/**
 * `/tax-deduction` (issue 10): choose the year, who paid and for whom, see which payments count
 * (grouped by organizer, one certificate each) and which do not and why, name the taxpayer, then
 * get the certificates — PDFs here and by e-mail — or the reason there is none and what to do.
 */
export function TaxDeductionPage() {
  usePageHeadTitle("taxDeduction");
  const trpc = useTRPC();
  const profile = useQuery(trpc.user.getProfile.queryOptions());
  const [issued, setIssued] = useState<Issued | null>(null);
  return (
    <div className="container page tax-page">
      <h1 className="page__title">
        <Trans>Tax deduction for sport</Trans>
      </h1>
      <TaxIntro />
      {issued ? (
        <TaxIssued result={issued} onAgain={() => setIssued(null)} />
      ) : profile.isPending ? (
        <p role="status" className="tax-muted">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        // Without a profile the names are typed in; the rest of the page works the same.
        <TaxRequestForm profile={profile.data} onIssued={setIssued} />
      )}
    </div>
  );
}

function TaxIntro() {
  const locale = useAppSelector(selectLocale);
  return (
    <div className="tax-intro">
      <p>
        <Trans>
          Entry fees for races count as physical-fitness services: you can get back 13% of what you
          paid as a social tax deduction. The tax office asks for the organizer’s certificate of
          payment for physical-fitness services — one per organizer and person. Here you get them
          for the races you paid for on this site.
        </Trans>
      </p>
      {locale === "en" && (
        <p className="tax-intro__note" data-testid="tax-english-note">
          <Trans>
            The certificate is an official Russian tax form, so it is written in Russian. It names
            the organizer (with INN), the taxpayer, the person who took part and the amount paid; an
            annex lists the events and races. You hand it to the tax office with your declaration
            (form 3-NDFL), or your employer if they give you the deduction.
          </Trans>
        </p>
      )}
    </div>
  );
}

function TaxIssued(props: { result: Issued; onAgain: () => void }) {
  const certificates = [...props.result.issued, ...props.result.corrected];
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <section className="card card--padded tax-card" aria-labelledby="tax-issued-heading">
      <h2
        className="tax-card__title"
        id="tax-issued-heading"
        ref={(node) => {
          // The result replaces the form: the keyboard and screen reader start from its heading.
          if (node && headingRef.current !== node) node.focus();
          headingRef.current = node;
        }}
        tabIndex={-1}
      >
        <Trans>Your certificates are ready</Trans>
      </h2>
      <p role="status" data-testid="tax-sent">
        <Trans>We also sent them to your e-mail.</Trans>
      </p>
      <TaxCertificateList certificates={certificates} />
      {props.result.unchanged.length > 0 && (
        <>
          <h3 className="tax-card__subtitle">
            <Trans>Issued before and still valid</Trans>
          </h3>
          <TaxCertificateList certificates={props.result.unchanged} />
        </>
      )}
      <div className="tax-actions">
        <Link to="/account" className="btn btn--secondary">
          <Trans>My certificates in my account</Trans>
        </Link>
        <button type="button" className="btn btn--ghost" onClick={props.onAgain}>
          <Trans>Request another certificate</Trans>
        </button>
      </div>
    </section>
  );
}

function TaxRequestForm(props: { profile: Profile | undefined; onIssued: (r: Issued) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const submit = useMutation(trpc.tax.submit.mutationOptions());
  const [rejected, setRejected] = useState<Extract<TaxSubmitResult, { kind: "rejected" }> | null>(
    null,
  );
  const formRef = useRef<HTMLFormElement>(null);

  async function onSubmit(values: TaxFormValues, helpers: FormikHelpers<TaxFormValues>) {
    helpers.setStatus({ formError: null });
    setRejected(null);
    try {
      const result = await submit.mutateAsync(submitInputOf(values));
      void queryClient.invalidateQueries({ queryKey: trpc.tax.list.queryKey() });
      if (result.kind === "issued") props.onIssued(result);
      else setRejected(result);
    } catch (error) {
      showServerErrors(error, helpers);
    }
  }

  return (
    <Formik<TaxFormValues>
      initialValues={initialTaxFormValues(props.profile)}
      initialStatus={{ formError: null } satisfies FormStatus}
      validate={validateTaxForm}
      // Checked on every change so a fixed field's message goes at once; a field shows its message
      // only once touched or after a send (tax-fields.tsx), so the untouched fields stay quiet.
      onSubmit={onSubmit}
    >
      {({ status }) => (
        <Form className="tax-form" noValidate ref={formRef}>
          <FocusFirstError formRef={formRef} />
          <TaxRequestFields
            profile={props.profile}
            submitRejection={rejected}
            formError={(status as FormStatus | undefined)?.formError ?? null}
          />
        </Form>
      )}
    </Formik>
  );
}

function TaxRequestFields(props: {
  profile: Profile | undefined;
  submitRejection: Extract<TaxSubmitResult, { kind: "rejected" }> | null;
  formError: FormStatus["formError"];
}) {
  const trpc = useTRPC();
  const { i18n, t } = useLingui();
  const { values, errors, setFieldValue } = useFormikContext<TaxFormValues>();
  const family = useQuery(trpc.family.list.queryOptions());
  const members: readonly FamilyMember[] = family.data?.members ?? [];
  // Only whom the person said is their child (decision 0042); and a member known to be 18 or older
  // all year long cannot be a child served that year.
  const adultBefore = `${Number(values.year) - 18}-01-01`;
  const children = members.filter(
    (m) => m.relation === "child" && (m.birthDate === null || m.birthDate >= adultBefore),
  );
  const spouses = members.filter((m) => m.relation === "spouse");
  const [asked, setAsked] = useState<TaxPreviewInput | null>(null);
  const [noChild, setNoChild] = useState(false);
  const preview = useQuery({
    ...trpc.tax.preview.queryOptions(asked ?? skipToken),
    // Payments and certificates change on the server: every "Show" asks again.
    staleTime: 0,
    gcTime: 0,
  });
  const current = previewInputOf(values);
  const fresh = asked !== null && JSON.stringify(asked) === JSON.stringify(current);

  function ask(input: TaxPreviewInput) {
    if (input.beneficiary === "KIDS" && (input.childIds ?? []).length === 0) {
      setNoChild(true);
      return;
    }
    setNoChild(false);
    setAsked(input);
  }

  function switchPayer(payer: TaxDeductionPayer) {
    void setFieldValue("payer", payer);
    void setFieldValue("taxpayer", taxpayerFor(payer, props.profile));
    void setFieldValue("marriageDeclared", false);
  }

  function toggleChild(member: FamilyMember, on: boolean) {
    const others = values.children.filter((c) => c.userId !== member.memberId);
    void setFieldValue(
      "children",
      on
        ? [
            ...others,
            {
              userId: member.memberId,
              name: member.displayName,
              idKind: "document",
              inn: "",
              document: { ...emptyDocument(), code: "03" },
            },
          ]
        : others,
    );
    setNoChild(false);
  }

  const outcome = fresh ? preview.data?.outcome : undefined;
  const rejection =
    props.submitRejection ?? (outcome?.kind === "rejected" ? outcome : null) ?? null;
  const previewErrorCode = fresh && preview.isError ? appErrorCode(preview.error) : null;
  // The server's word on the people named (a relation changed meanwhile in another tab): the
  // preview's refusal, or the submit's (kept in Formik's errors), under the control it is about.
  const refusedFields = fresh && preview.isError ? appFieldErrors(preview.error) : {};
  const refusedSpouse = refusedFields.spouseUserId ?? null;
  const refusedChildren = values.children.flatMap((child, index) => {
    const id =
      refusedFields[`childIds.${index}`] ?? (getIn(errors, `childIds.${index}`) as unknown);
    return typeof id === "string" ? [{ userId: child.userId, name: child.name, id }] : [];
  });

  return (
    <>
      <section className="card card--padded tax-card" aria-labelledby="tax-request-heading">
        <h2 className="tax-card__title" id="tax-request-heading">
          <Trans>1. Whose payments</Trans>
        </h2>
        <TaxSelect name="year" label={<Trans>Tax year</Trans>}>
          {TAX_DEDUCTION_YEARS.map((year) => (
            <option key={year} value={String(year)}>
              {year}
            </option>
          ))}
        </TaxSelect>
        <TaxChoice<TaxDeductionPayer>
          name="payer"
          legend={<Trans>Who paid and claims the deduction</Trans>}
          options={[
            { value: "MY_SELF", label: <Trans>I did</Trans> },
            { value: "SPOUSE", label: <Trans>My spouse</Trans> },
          ]}
          onChange={switchPayer}
        />
        {values.payer === "SPOUSE" && family.isSuccess && spouses.length === 0 && (
          <p className="tax-muted" data-testid="tax-no-spouse">
            <Trans>
              Your family group has no spouse yet. If your spouse paid from their own account here,
              add them in your account as your spouse first.
            </Trans>{" "}
            <Link to="/account">
              <Trans>Manage my family group</Trans>
            </Link>
          </p>
        )}
        {values.payer === "SPOUSE" && spouses.length > 0 && (
          <TaxSelect name="spouseUserId" label={<Trans>My spouse’s account on this site</Trans>}>
            <option value="">{t`They paid from my account, or have no account here`}</option>
            {spouses.map((member) => (
              <option key={member.memberId} value={member.memberId}>
                {member.displayName}
              </option>
            ))}
          </TaxSelect>
        )}
        {values.payer === "SPOUSE" && refusedSpouse && (
          <p className="field__error" role="alert">
            {i18n._(fieldErrorMessage(refusedSpouse))}
          </p>
        )}
        <TaxChoice<TaxFormValues["beneficiary"]>
          name="beneficiary"
          legend={<Trans>Who took part</Trans>}
          options={[
            { value: "MY_SELF", label: <Trans>The taxpayer</Trans> },
            { value: "KIDS", label: <Trans>Our children under 18</Trans> },
          ]}
        />
        {values.beneficiary === "KIDS" && (
          <fieldset className="tax-choice" aria-describedby={noChild ? "tax-no-child" : undefined}>
            <legend className="tax-choice__legend">
              <Trans>Which children (from my family group)</Trans>
            </legend>
            {family.isSuccess && children.length === 0 && (
              <p className="tax-muted" data-testid="tax-no-children">
                <Trans>
                  Your family group has no children under 18 yet. Add them in your account first, or
                  mark a relative there as your child.
                </Trans>{" "}
                <Link to="/account">
                  <Trans>Manage my family group</Trans>
                </Link>
              </p>
            )}
            <div className="tax-choice__options">
              {children.map((member) => (
                <label key={member.memberId} className="tax-choice__option">
                  <input
                    type="checkbox"
                    checked={values.children.some((c) => c.userId === member.memberId)}
                    onChange={(event) => toggleChild(member, event.target.checked)}
                  />
                  <span>{member.displayName}</span>
                </label>
              ))}
            </div>
            {noChild && (
              <p className="field__error" id="tax-no-child">
                <Trans>Choose at least one child.</Trans>
              </p>
            )}
            {refusedChildren.map((child) => (
              <p key={child.userId} className="field__error" role="alert">
                {child.name}: {i18n._(fieldErrorMessage(child.id))}
              </p>
            ))}
          </fieldset>
        )}
        <div className="tax-actions">
          <button
            type="button"
            className="btn btn--primary"
            disabled={fresh && preview.isFetching}
            aria-busy={fresh && preview.isFetching}
            onClick={() => ask(current)}
          >
            <Trans>Show my payments</Trans>
          </button>
        </div>
      </section>

      {fresh && (
        <section
          className="card card--padded tax-card"
          aria-labelledby="tax-preview-heading"
          aria-busy={preview.isFetching}
        >
          <h2 className="tax-card__title" id="tax-preview-heading">
            <Trans>2. What the certificates will show</Trans>
          </h2>
          {preview.isFetching && (
            <p role="status" className="tax-muted">
              <Trans>Looking for your payments…</Trans>
            </p>
          )}
          {previewErrorCode && <FormAlert code={previewErrorCode} />}
          {/* A refusal first: it is the answer; the payments below it explain it. */}
          {rejection && !preview.isFetching && (
            <TaxRejection
              code={rejection.code}
              certificates={rejection.certificates}
              year={Number(values.year)}
              payer={values.payer}
              onSwitchPayer={() => {
                const payer = values.payer === "SPOUSE" ? "MY_SELF" : "SPOUSE";
                switchPayer(payer);
                // As the form will read once the payer changed (a spouse's account only with SPOUSE).
                ask(previewInputOf({ ...values, payer }));
              }}
              onChooseChildren={() => {
                void setFieldValue("beneficiary", "KIDS");
              }}
            />
          )}
          {preview.data && !preview.isFetching && <TaxPreview preview={preview.data} />}
        </section>
      )}

      {outcome?.kind === "accepted" && !props.submitRejection && !preview.isFetching && (
        <TaxpayerSection
          toIssue={outcome.toIssue}
          toCorrect={outcome.toCorrect.length}
          formError={props.formError}
        />
      )}
    </>
  );
}

function TaxpayerSection(props: {
  toIssue: number;
  toCorrect: number;
  formError: FormStatus["formError"];
}) {
  const { values } = useFormikContext<TaxFormValues>();
  const spouse = values.payer === "SPOUSE";
  const total = props.toIssue + props.toCorrect;
  return (
    <section className="card card--padded tax-card" aria-labelledby="tax-taxpayer-heading">
      <h2 className="tax-card__title" id="tax-taxpayer-heading">
        <Trans>3. The taxpayer as the certificate names them</Trans>
      </h2>
      <fieldset className="tax-fieldset">
        <legend className="tax-person__legend">
          {spouse ? <Trans>My spouse</Trans> : <Trans>Me</Trans>}
        </legend>
        <div className="tax-row">
          <TaxInput
            name="taxpayer.lastName"
            label={<Trans>Last name</Trans>}
            autoComplete={spouse ? "off" : "family-name"}
          />
          <TaxInput
            name="taxpayer.firstName"
            label={<Trans>First name</Trans>}
            autoComplete={spouse ? "off" : "given-name"}
          />
          <TaxInput
            name="taxpayer.middleName"
            label={<Trans>Patronymic (if any)</Trans>}
            autoComplete={spouse ? "off" : "additional-name"}
          />
        </div>
        <TaxInput name="taxpayer.birthDate" label={<Trans>Date of birth</Trans>} type="date" />
        <IdentityFields prefix="taxpayer" birthCertificates={false} />
        {spouse && (
          <TaxCheckbox name="marriageDeclared">
            <Trans>
              I declare that the payer is my spouse: we were married when the races were paid for.
            </Trans>
          </TaxCheckbox>
        )}
      </fieldset>
      {values.beneficiary === "KIDS" &&
        values.children.map((child, index) => (
          <fieldset key={child.userId} className="tax-fieldset">
            <legend className="tax-person__legend">{child.name}</legend>
            <IdentityFields prefix={`children.${index}`} birthCertificates />
          </fieldset>
        ))}
      <FormAlert code={props.formError} />
      <p className="tax-muted">
        {props.toCorrect > 0 ? (
          <Trans>
            {props.toIssue} new and {props.toCorrect} corrected certificates will be issued and sent
            to your e-mail.
          </Trans>
        ) : (
          <Plural
            value={total}
            one="# certificate will be issued and sent to your e-mail."
            other="# certificates will be issued and sent to your e-mail."
          />
        )}
      </p>
      <div className="tax-actions">
        <SubmitButton>
          <Trans>Get the certificates</Trans>
        </SubmitButton>
      </div>
    </section>
  );
}
