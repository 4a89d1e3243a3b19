"use client";
/** The open file's findings as a list: under the plain editor, where there are no markers. */
import type { Finding, Fix } from "@/lib/check/types";
import { headlineOf } from "@/lib/check/causes";
import { LevelIcon } from "../LevelIcon";
import { BADGE, LEVEL_CLASS } from "../status-style";

export function FileFindings({
  findings,
  onOpen,
  onFix,
}: {
  findings: readonly Finding[];
  onOpen(f: Finding): void;
  onFix(fix: Fix): void;
}) {
  if (findings.length === 0) return null;
  return (
    <ul aria-label="Problems in this file" className="mt-2 flex flex-col gap-1 text-sm">
      {findings.map((f, i) => (
        <li key={`${i}:${f.code}`} className="break-words">
          <span className={`${BADGE} ${LEVEL_CLASS[f.severity]} mr-2`}>
            <LevelIcon level={f.severity} />
            {f.severity}
          </span>
          <button type="button" onClick={() => onOpen(f)} className="mr-2 font-mono text-xs text-sky-800 hover:underline dark:text-sky-300">
            {f.code}
            {f.line !== undefined ? ` (line ${f.line})` : ""}
          </button>
          <span title={f.message}>{headlineOf(f)}</span>
          {f.fix && (
            <button
              type="button"
              onClick={() => onFix(f.fix!)}
              className="ml-2 rounded border border-zinc-300 px-1.5 text-xs dark:border-zinc-700"
            >
              Fix: {f.fix.description}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
