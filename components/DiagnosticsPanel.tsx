import type { Diagnostic } from "@/lib/types";
import { Panel } from "./Panel";
import { BADGE, LEVEL_CLASS } from "./status-style";

/** Problems and notes from validation and resolution; user data never throws, it lands here. */
export function DiagnosticsPanel({ diagnostics }: { diagnostics: Diagnostic[] }) {
  return (
    <Panel title="Diagnostics">
      {diagnostics.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">No diagnostics.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {diagnostics.map((d, i) => (
            <li key={`${i}:${d.code}`} className="text-sm">
              <span className={`${BADGE} ${LEVEL_CLASS[d.level]} mr-2`}>{d.level}</span>
              <code className="mr-2 font-mono text-xs text-zinc-500 dark:text-zinc-400">{d.code}</code>
              <span className="break-words">{d.message}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
