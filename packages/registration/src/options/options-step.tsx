import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  checkCustomPriceText,
  OPTION_GROUPS,
  parseRublesText,
  type OptionGroup,
  type Products,
} from "@reg/domain";
import { useState, type FormEvent } from "react";
import { appErrorCode } from "@reg/api";
import type { ErrorCode } from "@reg/domain";
import { FormAlert } from "@reg/ui/forms";
import { WizardNav } from "../wizard/wizard-nav";
import { CustomPriceInput } from "./custom-price-input";
import { OptionCard } from "./option-card";
import {
  initialOptionChoice,
  RACE_PRICE_KEY,
  racePriceText,
  type RacePriceChoice,
  optionPriceErrors,
  optionSelection,
  type OptionChoice,
  type OptionSelection,
} from "./option-choice";

const GROUP_TITLES: Record<OptionGroup, MessageDescriptor> = {
  insurance: msg`Insurance`,
  services: msg`Services`,
  products: msg`Products`,
};

export interface OptionsStepProps {
  formId: string;
  /** GET /Register/ApiProducts: the race's options in SPEC §3's three groups. */
  products: Products;
  /** A choice kept from before a reload. */
  savedChoice?: OptionChoice;
  onChoiceChange?: (choice: OptionChoice) => void;
  /** A "pay what you want" race: the person's price for the race itself (SetCustomPrice "slot"). */
  racePrice?: RacePriceChoice;
  /** Saves the choice (ApiSaveProducts, SetCustomPrice, ApiPolicyRequest) and moves on. */
  onSubmit: (selection: OptionSelection) => Promise<void>;
  onBack: (() => void) | null;
}

/** The options step: insurance, services and products, each with price, stock and a count. */
export function OptionsStep(props: OptionsStepProps) {
  const { i18n } = useLingui();
  const all = OPTION_GROUPS.flatMap((group) => props.products[group]);
  const { racePrice } = props;
  const [choice, setChoice] = useState(() => {
    const initial = initialOptionChoice(all, props.savedChoice);
    if (!racePrice) return initial;
    const text = racePriceText(racePrice, props.savedChoice);
    return { ...initial, priceTexts: { ...initial.priceTexts, [RACE_PRICE_KEY]: text } };
  });
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = submitted ? optionPriceErrors(all, choice) : {};
  const raceText = choice.priceTexts[RACE_PRICE_KEY] ?? "";
  const raceError = racePrice ? checkCustomPriceText(raceText, racePrice.bounds) : null;

  const change = (next: OptionChoice) => {
    setChoice(next);
    props.onChoiceChange?.(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (busy || raceError || Object.keys(optionPriceErrors(all, choice)).length > 0) return;
    setBusy(true);
    const selection = optionSelection(all, choice);
    const raceKopecks = racePrice ? parseRublesText(raceText) : null;
    try {
      await props.onSubmit(
        raceKopecks === null
          ? selection
          : {
              ...selection,
              customPrices: [
                { code: RACE_PRICE_KEY, priceKopecks: raceKopecks },
                ...selection.customPrices,
              ],
            },
      );
    } catch (error) {
      setFailure(appErrorCode(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      id={props.formId}
      className="options-step"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={busy}
    >
      <FormAlert code={failure} />
      {racePrice && (
        <section className="options-step__group" aria-labelledby={`${props.formId}-race-price`}>
          <h2 className="options-step__title" id={`${props.formId}-race-price`}>
            <Trans>Pay what you want</Trans>
          </h2>
          <p className="options-step__text">
            <Trans>The organizer lets you choose your price for this race.</Trans>
          </p>
          <div className="options-step__race-price">
            <CustomPriceInput
              label={i18n._(msg`Your price for the race, ₽`)}
              bounds={racePrice.bounds}
              text={raceText}
              error={submitted ? raceError : null}
              onChange={(text) =>
                change({ ...choice, priceTexts: { ...choice.priceTexts, [RACE_PRICE_KEY]: text } })
              }
            />
          </div>
        </section>
      )}
      {OPTION_GROUPS.filter((group) => props.products[group].length > 0).map((group) => (
        <section
          key={group}
          className="options-step__group"
          aria-labelledby={`${props.formId}-${group}`}
        >
          <h2 className="options-step__title" id={`${props.formId}-${group}`}>
            {i18n._(GROUP_TITLES[group])}
          </h2>
          <ul className="options-step__list">
            {props.products[group].map((product) => (
              <OptionCard
                key={product.code}
                product={product}
                count={choice.counts[product.code] ?? 0}
                priceText={choice.priceTexts[product.code] ?? ""}
                priceError={errors[product.code] ?? null}
                onCountChange={(count) =>
                  change({ ...choice, counts: { ...choice.counts, [product.code]: count } })
                }
                onPriceTextChange={(text) =>
                  change({ ...choice, priceTexts: { ...choice.priceTexts, [product.code]: text } })
                }
              />
            ))}
          </ul>
        </section>
      ))}
      {all.length === 0 && !racePrice && (
        <p className="options-step__empty">
          <Trans>This race has no extra options.</Trans>
        </p>
      )}
      <WizardNav onBack={props.onBack} busy={busy} />
    </form>
  );
}
