"use client";
/**
 * The whole context the agent sends, in order: its own base prompt and env block as labelled
 * placeholders (their text is not ours to copy), the instruction message(s), and attachments a
 * context path triggers. Block text is only rendered when opened: it can be the size of the prompt.
 */
import { memo, useState } from "react";
import type { Block } from "@/lib/types";
import { formatCount } from "../format";
import { Panel } from "../Panel";
import { PROMPT_DISPLAY_CHARS } from "./segments";

const ROLE_CLASS: Record<Block["role"], string> = {
  system: "bg-violet-100 text-violet-900 dark:bg-violet-900/50 dark:text-violet-200",
  developer: "bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-200",
  user: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-200",
};

function BlockText({ text, isPrompt }: { text: string; isPrompt: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="mt-1 text-sm" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer text-zinc-600 select-none dark:text-zinc-400">
        Text ({formatCount(text.length)} characters{isPrompt ? ", the composed prompt above" : ""})
      </summary>
      {open && (
        <pre className="mt-1 max-h-80 overflow-auto rounded bg-zinc-50 p-2 font-mono text-xs break-words whitespace-pre-wrap dark:bg-zinc-950">
          {text.length > PROMPT_DISPLAY_CHARS ? text.slice(0, PROMPT_DISPLAY_CHARS) : text}
        </pre>
      )}
      {open && text.length > PROMPT_DISPLAY_CHARS && (
        <p role="note" className="mt-1 text-xs text-amber-800 dark:text-amber-300">
          Showing the first {formatCount(PROMPT_DISPLAY_CHARS)} of {formatCount(text.length)} characters.
        </p>
      )}
    </details>
  );
}

const BlockItem = memo(function BlockItem({ block, prompt }: { block: Block; prompt: string }) {
  const frame = block.placeholder
    ? "border-dashed border-zinc-400 bg-zinc-50 dark:border-zinc-600 dark:bg-zinc-950"
    : "border-zinc-200 dark:border-zinc-700";
  return (
    <li className={`rounded-md border p-2 ${frame}`}>
      <div className="flex flex-wrap items-baseline gap-2 text-sm">
        <span className={`rounded px-1.5 py-0.5 font-mono text-xs ${ROLE_CLASS[block.role]}`}>{block.role}</span>
        <span className="font-medium break-words">{block.label}</span>
      </div>
      {block.trigger && (
        <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
          attached when: <code className="font-mono break-all">{block.trigger}</code>
        </p>
      )}
      {block.placeholder ? (
        <p className="mt-1 text-xs text-zinc-500 italic dark:text-zinc-400">Placeholder: the agent&apos;s own text, not ours to copy.</p>
      ) : (
        <BlockText text={block.text} isPrompt={block.text === prompt && prompt !== ""} />
      )}
    </li>
  );
});

export const ContextLayout = memo(function ContextLayout({
  blocks,
  prompt,
  ready = true,
}: {
  blocks: readonly Block[];
  prompt: string;
  ready?: boolean;
}) {
  return (
    <Panel title="Context layout">
      {blocks.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {ready ? "No context layout: the scenario could not be resolved." : "Resolving…"}
        </p>
      ) : (
        <ol aria-label="Blocks in the order the agent sends them" className="flex flex-col gap-2">
          {blocks.map((b, i) => (
            <BlockItem key={i} block={b} prompt={prompt} />
          ))}
        </ol>
      )}
    </Panel>
  );
});
