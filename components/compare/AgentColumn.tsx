"use client";
/** One agent's column: its composed prompt (the exact text, in one <pre>) and its sources. */
import { memo } from "react";
import type { Resolution } from "@/lib/types";
import { formatCount } from "../format";
import { PROMPT_DISPLAY_CHARS } from "../result/segments";
import type { FailureText } from "../worker/failure";
import { BADGE, STATUS_CLASS } from "../status-style";
import { SubSection } from "./SubSection";

export const AgentColumn = memo(function AgentColumn(props: {
  name: string;
  resolution: Resolution;
  /** Why this agent has no new answer; the column then shows its last good one, if any. */
  error?: FailureText;
  /** The resolution is a placeholder (failed, nothing kept): say nothing about its content. */
  noResult?: boolean;
  selectedFile?: string;
  onSelect(path: string): void;
}) {
  const r = props.resolution;
  const errors = r.diagnostics.filter((d) => d.level === "error");
  return (
    <SubSection
      title={props.name}
      className="flex flex-col gap-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800"
      aside={
        <span className="text-xs text-zinc-600 dark:text-zinc-400">
          {r.variant} · {formatCount(r.stats.bytes)} bytes · {formatCount(r.stats.tokens)} tokens · {formatCount(r.stats.files)} files
        </span>
      }
    >
      {props.error && (
        <div role="alert" className="text-sm break-words text-red-700 dark:text-red-300">
          <p className="font-medium">{props.error.title}</p>
          <p>{props.error.detail}</p>
        </div>
      )}
      {errors.map((d, i) => (
        <p key={i} className="text-sm break-words text-red-700 dark:text-red-300">
          {d.message}
        </p>
      ))}
      <pre
        tabIndex={0}
        className="max-h-96 min-h-16 overflow-auto rounded bg-zinc-50 p-2 font-mono text-xs break-words whitespace-pre-wrap text-zinc-900 dark:bg-zinc-950 dark:text-zinc-100"
      >
        {r.prompt.length > PROMPT_DISPLAY_CHARS ? r.prompt.slice(0, PROMPT_DISPLAY_CHARS) : r.prompt}
      </pre>
      {r.prompt.length > PROMPT_DISPLAY_CHARS && (
        <p role="note" className="text-xs text-amber-800 dark:text-amber-300">
          Showing the first {formatCount(PROMPT_DISPLAY_CHARS)} of {formatCount(r.prompt.length)} characters.
        </p>
      )}
      {r.prompt === "" && !props.noResult && (
        <p className="text-xs text-zinc-600 dark:text-zinc-400">This agent sends no instruction text here.</p>
      )}
      <ol aria-label={`Sources of ${props.name}`} className="flex flex-col gap-1.5">
        {r.sources.map((s, i) => (
          <li
            key={`${i}:${s.path}`}
            aria-current={s.path === props.selectedFile ? "true" : undefined}
            className={`rounded px-1.5 py-1 text-xs ${s.path === props.selectedFile ? "bg-sky-50 ring-1 ring-sky-400 dark:bg-sky-950/50 dark:ring-sky-700" : ""}`}
          >
            <div className="flex flex-wrap items-center gap-1.5">
              <span className={`${BADGE} ${STATUS_CLASS[s.status]}`}>{s.status}</span>
              <button
                type="button"
                onClick={() => props.onSelect(s.path)}
                title={`Open ${s.path}`}
                className="min-w-0 text-left break-all text-sky-800 hover:underline dark:text-sky-300"
              >
                <code className="font-mono">{s.path}</code>
              </button>
            </div>
            <p className="mt-0.5 break-words text-zinc-700 dark:text-zinc-300">{s.reason}</p>
          </li>
        ))}
      </ol>
      {r.sources.length === 0 && !props.noResult && <p className="text-xs text-zinc-600 dark:text-zinc-400">No candidate files.</p>}
    </SubSection>
  );
});
