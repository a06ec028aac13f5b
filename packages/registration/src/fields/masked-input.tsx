import InputMaskComponent from "@mona-health/react-input-mask";
import type { ComponentType, InputHTMLAttributes } from "react";

interface MaskState {
  value: string;
  selection: { start: number; end: number } | null;
}

/** The props of @mona-health/react-input-mask 3 we use; the package ships its component as `any`. */
export type MaskedInputProps = InputHTMLAttributes<HTMLInputElement> & {
  mask: string | ReadonlyArray<string | RegExp>;
  /** null: unfilled slots stay empty, so a half-typed value is what was typed. */
  maskPlaceholder?: string | null;
  beforeMaskedStateChange?: (states: { nextState: MaskState }) => MaskState;
};

/**
 * The React 19-safe fork of react-input-mask (STACK.md: the original crashes on React 19). Typed
 * here once so the rest of the wizard never sees the package's `any`.
 */
export const MaskedInput = InputMaskComponent as ComponentType<MaskedInputProps>;
