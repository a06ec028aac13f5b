import { act, type ReactElement } from "react";
import { createRoot } from "react-dom/client";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

export interface Mounted {
  readonly container: HTMLElement;
  unmount(): void;
}

/**
 * Mounts a tree, as given, into a happy-dom document, for tests that click and type. The
 * providers are the caller's (`mount` of the front packages wraps the app's). Only for files that
 * run under `@vitest-environment happy-dom`.
 */
export function mountTree(tree: ReactElement): Mounted {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(tree));
  return {
    container,
    unmount() {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Lets pending promises and the renders they cause settle. */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Sets an input's value the way React notices (through the native setter) and fires input. */
export async function typeInto(input: HTMLInputElement | HTMLSelectElement, value: string) {
  await act(async () => {
    const proto =
      input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(input, value);
    input.dispatchEvent(
      new Event(input instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }),
    );
  });
}

export async function click(element: Element | null | undefined) {
  if (!(element instanceof HTMLElement)) throw new Error("nothing to click");
  await act(async () => element.click());
  await settle();
}

/** The button whose visible text is exactly `text`. */
export function button(container: HTMLElement, text: string): HTMLButtonElement {
  const found = [...container.querySelectorAll("button")].find(
    (b) => b.textContent?.trim() === text,
  );
  if (!found) throw new Error(`no button "${text}"`);
  return found;
}

/** The control labelled `text` (by <label for>). */
export function labelled<T extends HTMLElement = HTMLInputElement>(
  container: HTMLElement,
  text: string,
): T {
  const label = [...container.querySelectorAll("label")].find(
    (l) => l.textContent?.trim() === text,
  );
  const control = label?.htmlFor ? container.querySelector(`#${CSS.escape(label.htmlFor)}`) : null;
  if (!control) throw new Error(`no control labelled "${text}"`);
  return control as T;
}
