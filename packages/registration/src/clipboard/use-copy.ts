import { useState } from "react";

/**
 * Copying a text to the clipboard, remembering which of a screen's texts was copied last (for its
 * "copied" status). Without a clipboard (an insecure page, a refusal) nothing is marked copied:
 * the text is on screen to select by hand.
 */
export function useCopy<Key extends string>(): {
  copied: Key | null;
  copy: (key: Key, text: string) => Promise<void>;
} {
  const [copied, setCopied] = useState<Key | null>(null);
  const copy = async (key: Key, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(key);
    } catch {
      setCopied(null);
    }
  };
  return { copied, copy };
}
