import { useFormikContext } from "formik";
import { useEffect, useRef } from "react";

/** Reports a form's values after each change, so the wizard can keep them across a reload. */
export function ValuesObserver<TValues>(props: { onChange: (values: TValues) => void }) {
  const { values } = useFormikContext<TValues>();
  const onChange = useRef(props.onChange);
  useEffect(() => {
    onChange.current = props.onChange;
  });
  const first = useRef(true);
  useEffect(() => {
    // The initial values came from where they would be saved to.
    if (first.current) {
      first.current = false;
      return;
    }
    onChange.current(values);
  }, [values]);
  return null;
}
