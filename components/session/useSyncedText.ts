"use client";
/**
 * Text a user types for a structured scenario value (a list, an env map, a number). The text is kept as
 * typed (trailing commas, blank lines, half-written entries) while it means the stored value; when the
 * value changes from elsewhere (a checkbox, another agent, a loaded link) the text is rewritten from it.
 */
import { useState } from "react";
import { sameValue } from "./session-edits";

export function useSyncedText<T>(
  value: T,
  /** The text for a value; gets the current text too, to keep what it can of it. */
  format: (v: T, current: string) => string,
  /** The value a text stands for (NOT_APPLIED when it cannot be applied). */
  meaning: (text: string) => unknown,
): [string, (text: string) => void] {
  const [text, setText] = useState(() => format(value, ""));
  const [seen, setSeen] = useState(value);
  if (!sameValue(seen, value)) {
    // Adjusting state while rendering (React's documented pattern): no extra commit, no flicker.
    setSeen(value);
    if (!sameValue(meaning(text), value)) setText(format(value, text));
  }
  return [text, setText];
}
