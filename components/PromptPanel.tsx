import type { Resolution } from "@/lib/types";
import { Panel } from "./Panel";
import { StatsLine } from "./StatsLine";

/**
 * The exact composed prompt. It is rendered as a text child of one <pre>, never as HTML: rule files
 * are untrusted text and may contain markup.
 */
export function PromptPanel({ resolution, orderOnly }: { resolution: Resolution; orderOnly: boolean }) {
  return (
    <Panel title="Composed prompt" aside={<StatsLine stats={resolution.stats} />}>
      {orderOnly && (
        <p className="mb-2 text-sm text-amber-800 dark:text-amber-300">
          This agent does not publish how it words the composed text: the files and their order are exact, the wrapping
          is not.
        </p>
      )}
      <pre className="max-h-[70vh] overflow-auto rounded-md bg-zinc-50 p-3 font-mono text-[13px] leading-relaxed whitespace-pre-wrap break-words text-zinc-900 dark:bg-zinc-950 dark:text-zinc-100">
        {resolution.prompt}
      </pre>
      {resolution.prompt === "" && (
        <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">No instruction text: the agent adds nothing from rule files here.</p>
      )}
    </Panel>
  );
}
