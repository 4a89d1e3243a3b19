"use client";
/**
 * Problems: what `rulescope check` finds in the current tree, for the agents chosen under "Check
 * agents" (by default the current agent and those the tree suggests). Each row opens its file at the
 * line; a finding with a fix offers it. Messages are shown as text.
 */
import { memo, useCallback, useState } from "react";
import { PROFILE_METAS } from "@/lib/agents/page-meta";
import type { CheckAgent, Finding } from "@/lib/check/types";
import { formatCount } from "../format";
import { Panel } from "../Panel";
import { useLatest } from "../useLatest";
import { LevelIcon } from "../LevelIcon";
import { BADGE, LEVEL_CLASS } from "../status-style";
import type { PlaygroundApi } from "../usePlayground";
import { applyFixes, checkDocHref, checkTitle } from "./logic";
import { fixesOf, headlineOf } from "@/lib/check/causes";
import { CoverageTable } from "./CoverageTable";
import type { CheckState } from "./useCheck";

const PROBLEMS_PAGE = 300;
export const PROBLEMS_ID = "problems";

const ProblemRow = memo(function ProblemRow({ f, onOpen, onFix }: { f: Finding; onOpen(f: Finding): void; onFix(f: Finding): void }) {
  const where = `${f.path}${f.line !== undefined ? `:${f.line}` : ""}`;
  return (
    <li
      className="cursor-pointer rounded-md px-2 py-1 text-sm break-words hover:bg-zinc-50 dark:hover:bg-zinc-800/60"
      onClick={(e) => {
        if ((e.target as HTMLElement).closest("a,button")) return;
        onOpen(f);
      }}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className={`${BADGE} ${LEVEL_CLASS[f.severity]}`}>
          <LevelIcon level={f.severity} />
          {f.severity}
        </span>
        <a href={checkDocHref(f.code)} title={checkTitle(f.code)} className="font-mono text-xs text-sky-800 underline dark:text-sky-300">
          {f.code}
        </a>
        <button
          type="button"
          onClick={() => onOpen(f)}
          title={`Open ${where}`}
          className="min-w-0 text-left break-all text-sky-800 hover:underline dark:text-sky-300"
        >
          <code className="font-mono text-xs">{where}</code>
        </button>
      </div>
      <p className="mt-1 text-zinc-800 dark:text-zinc-200">{headlineOf(f)}</p>
      {f.also && (
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          Also:{" "}
          {f.also.map((p, i) => (
            <button
              key={`${p.path}:${i}`}
              type="button"
              onClick={() => onOpen({ ...f, path: p.path, line: p.line })}
              className="mr-2 font-mono text-sky-800 hover:underline dark:text-sky-300"
            >
              {p.path}
              {p.line !== undefined ? `:${p.line}` : ""}
            </button>
          ))}
        </p>
      )}
      <details className="text-xs text-zinc-600 dark:text-zinc-400">
        <summary className="cursor-pointer">Why</summary>
        <p>{f.message}</p>
        {f.folded?.map((x, i) => (
          <p key={`${x.code}:${i}`}>
            <span className="font-mono">{x.code}</span>: {x.message}
          </p>
        ))}
      </details>
      <p className="text-xs text-zinc-500 dark:text-zinc-400">
        {f.agents.length === 1 ? "Agent" : "Agents"}: {f.agents.join(", ")}
        {f.fix && (
          <button
            type="button"
            onClick={() => onFix(f)}
            className="ml-2 rounded border border-zinc-300 px-1.5 py-0.5 text-xs text-zinc-800 hover:bg-zinc-100 dark:border-zinc-700 dark:text-zinc-200 dark:hover:bg-zinc-800"
          >
            Fix: {f.fix.description}
            {fixesOf(f).length > 1 ? ` (${fixesOf(f).length} files)` : ""}
          </button>
        )}
      </p>
    </li>
  );
});

const key = (a: CheckAgent) => `${a.id}${a.variant ? `:${a.variant}` : ""}`;

function CheckAgents({ check, current }: { check: CheckState; current: string }) {
  const o = check.outcome;
  const effective = check.chosen ?? (o?.ok ? o.checked : [{ id: current }]);
  const ids = new Set(effective.map((a) => a.id));
  const inferred = o?.ok ? o.inferred : [];
  const toggle = (id: string, on: boolean) => {
    const next = on ? [...effective, { id }] : effective.filter((a) => a.id !== id);
    check.setChosen(next);
  };
  // A compact multi-select: one line naming the agents checked; the 21 boxes open under it.
  const named = [...ids].join(", ") || "none";
  return (
    <details className="mb-3 rounded-md border border-zinc-200 dark:border-zinc-800">
      <summary className="cursor-pointer px-2 py-1 text-sm">
        <span className="font-medium">Check agents:</span> {named}
        <span className="text-zinc-500 dark:text-zinc-400">{check.chosen === null ? " (default)" : " (your choice)"}</span>
      </summary>
      <fieldset className="border-t border-zinc-200 p-2 dark:border-zinc-800">
        <legend className="sr-only">Check agents</legend>
        <div className="flex flex-wrap gap-x-3 gap-y-1">
          {PROFILE_METAS.map((p) => (
            <label key={p.id} className="flex items-center gap-1 text-sm text-zinc-700 dark:text-zinc-300">
              <input type="checkbox" className="accent-sky-700" checked={ids.has(p.id)} onChange={(e) => toggle(p.id, e.target.checked)} />
              {p.id}
            </label>
          ))}
        </div>
        <p className="mt-1 text-xs text-zinc-500 dark:text-zinc-400">
          {check.chosen === null ? "Default: the current agent and those the tree suggests" : "Your choice"}
          {inferred.length > 0 && <>; the tree suggests {inferred.map(key).join(", ")}</>}
        </p>
      </fieldset>
      {check.chosen !== null && (
        <button type="button" onClick={() => check.setChosen(null)} className="mx-2 mb-1 text-xs underline">
          Back to the default
        </button>
      )}
    </details>
  );
}

/**
 * A finding's two actions: open its file at its line, and apply its fix. Their identity holds across
 * renders (they read the newest api through a ref), so a keystroke re-renders none of the memoised rows.
 */
function useFindingActions(api: PlaygroundApi, onOpened: (() => void) | undefined) {
  const [fixError, setFixError] = useState<string | null>(null);
  const latest = useLatest({ api, onOpened });
  const open = useCallback(
    (f: Finding) => {
      latest.current.api.selectFile(f.path, f.line ?? 1);
      latest.current.onOpened?.();
    },
    [latest],
  );
  const fix = useCallback(
    (f: Finding) => {
      const fixes = fixesOf(f);
      if (fixes.length === 0) return;
      const { api: now } = latest.current;
      const r = applyFixes(now.scenario, fixes);
      if (!r.ok) return setFixError(r.message);
      setFixError(null);
      now.update((s) => {
        const again = applyFixes(s, fixes);
        return again.ok ? again.scenario : s;
      });
    },
    [latest],
  );
  return { open, fix, fixError };
}

/** A check that ran: what could not be resolved, what each agent receives, the findings (a page of them first) and the notes. */
function CheckReport({
  outcome: o,
  onOpen,
  onFix,
}: {
  outcome: Extract<NonNullable<CheckState["outcome"]>, { ok: true }>;
  onOpen(f: Finding): void;
  onFix(f: Finding): void;
}) {
  const [showAll, setShowAll] = useState(false);
  const findings = o.report.findings;
  const shown = showAll ? findings : findings.slice(0, PROBLEMS_PAGE);
  return (
    <>
      {o.report.failures.length > 0 && (
        <ul role="alert" aria-label="Check failures" className="mb-2 flex flex-col gap-1 text-sm text-red-800 dark:text-red-300">
          {o.report.failures.map((f, i) => (
            <li key={i}>
              Rulescope could not resolve {f.agents.join(", ")} ({f.code}): {f.message}
            </li>
          ))}
        </ul>
      )}
      <CoverageTable coverage={o.report.coverage} />
      {findings.length === 0 ? (
        o.report.failures.length > 0 ? null : (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            No problems found for {o.checked.map(key).join(", ")} from {o.report.cwds.length}{" "}
            {o.report.cwds.length === 1 ? "folder" : "folders"}.
          </p>
        )
      ) : (
        <ul aria-label="Findings" className="flex flex-col gap-1">
          {shown.map((f, i) => (
            <ProblemRow key={`${i}:${f.code}:${f.path}:${f.line ?? ""}`} f={f} onOpen={onOpen} onFix={onFix} />
          ))}
        </ul>
      )}
      {shown.length < findings.length && (
        <button
          type="button"
          onClick={() => setShowAll(true)}
          className="mt-2 rounded-md border border-zinc-300 px-2 py-1 text-sm hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
        >
          Show all {formatCount(findings.length)} problems
        </button>
      )}
      {o.report.notes.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-xs text-zinc-500 dark:text-zinc-400">
          {o.report.notes.map((n, i) => (
            <li key={i}>{n}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** `onOpened`: after a finding opens its file (the phone layout then shows the Files tab, where the editor is). */
export const ProblemsPanel = memo(function ProblemsPanel({
  api,
  check,
  onOpened,
}: {
  api: PlaygroundApi;
  check: CheckState;
  onOpened?(): void;
}) {
  const { open, fix, fixError } = useFindingActions(api, onOpened);
  const o = check.outcome;
  const count = o?.ok ? o.report.findings.length : 0;
  const aside = (
    <span className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
      {o === null
        ? "Checking…"
        : o.ok
          ? `${formatCount(count)} ${count === 1 ? "problem" : "problems"}${check.pending ? " (checking…)" : ""}`
          : "Not checked"}
    </span>
  );
  return (
    <Panel title="Problems" aside={aside} id={PROBLEMS_ID}>
      <CheckAgents check={check} current={api.scenario.agent} />
      {check.failure && check.failure.scenario === api.scenario && (
        <p role="alert" className="mb-2 text-sm text-red-800 dark:text-red-300">
          {check.failure.kind === "timeout"
            ? `The check was stopped after ${check.failure.limitMs / 1000} s; it runs again on the next change.`
            : `The check failed: ${check.failure.detail}`}
        </p>
      )}
      {fixError && (
        <p role="alert" className="mb-2 text-sm text-red-800 dark:text-red-300">
          {fixError}
        </p>
      )}
      {o && !o.ok && <p className="text-sm text-zinc-600 dark:text-zinc-400">{o.message}</p>}
      {o?.ok && <CheckReport outcome={o} onOpen={open} onFix={fix} />}
    </Panel>
  );
});
