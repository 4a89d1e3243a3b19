"use client";
/**
 * A plain <textarea> for the selected file: the editor below 768 px (Monaco does not support mobile)
 * and on desktop when "Plain editor" is on. A controlled React textarea is safe here (React keeps
 * the caret and every keystroke); each change goes straight to the scenario.
 */
import { useEffect, useRef } from "react";
import type { RevealRequest } from "../usePlayground";
import { lineEndOffset, lineStartOffset } from "./lines";

export function PlainEditor({
  path,
  text,
  reveal,
  onEdit,
}: {
  path: string;
  text: string;
  reveal: RevealRequest | null;
  onEdit(path: string, text: string): void;
}) {
  const area = useRef<HTMLTextAreaElement>(null);
  const handledReveal = useRef<number | null>(null);

  useEffect(() => {
    const el = area.current;
    if (!el || !reveal || reveal.path !== path || handledReveal.current === reveal.nonce) return;
    handledReveal.current = reveal.nonce;
    if (reveal.line === undefined) return;
    const value = el.value;
    el.setSelectionRange(lineStartOffset(value, reveal.line), lineEndOffset(value, reveal.line));
    const lineHeight = parseFloat(getComputedStyle(el).lineHeight) || 20;
    el.scrollTop = Math.max(0, (reveal.line - 3) * lineHeight);
  }, [reveal, path]);

  return (
    <textarea
      ref={area}
      aria-label={`Editor for ${path}`}
      value={text}
      onChange={(e) => onEdit(path, e.target.value)}
      spellCheck={false}
      autoCapitalize="off"
      autoCorrect="off"
      className="h-full w-full resize-none rounded border border-zinc-300 bg-white p-2 font-mono text-[13px] leading-5 text-zinc-900 focus:outline-2 focus:outline-sky-600 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100"
    />
  );
}
