import type { Source } from "@/lib/types";
import { formatCount } from "./format";
import { Panel } from "./Panel";
import { BADGE, STATUS_CLASS } from "./status-style";

/** Every candidate file the agent considered, in prompt order, with what became of it and why. */
export function SourcesPanel({ sources }: { sources: Source[] }) {
  return (
    <Panel title="Sources">
      {sources.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">No candidate files were found.</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {sources.map((s, i) => (
            <li key={`${i}:${s.path}`} className="text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className={`${BADGE} ${STATUS_CLASS[s.status]}`}>{s.status}</span>
                <code className="font-mono break-all">{s.path}</code>
              </div>
              <p className="mt-1 text-zinc-700 dark:text-zinc-300">{s.reason}</p>
              <p className="text-xs text-zinc-500 dark:text-zinc-400">
                {s.layer} · {formatCount(s.includedBytes)} of {formatCount(s.bytes)} bytes used
              </p>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
