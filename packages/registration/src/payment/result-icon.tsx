import { StateIcon, type StateIconName } from "@reg/ui";

/** The payment result's icon: one of the states' line icons, or a spinner while the bank answers. */
export type ResultIconName = StateIconName | "spinner";

export function ResultIcon(props: { name: ResultIconName }) {
  if (props.name !== "spinner") return <StateIcon name={props.name} />;
  return (
    <div className="state__icon" aria-hidden="true">
      <span className="result-spinner" />
    </div>
  );
}
