"use client";
/**
 * The top bar's pickers: Agent, Variant and Working directory, the controls a demo changes most, always
 * in sight. Like the session column, it re-renders on no keystroke in the editor (only paths matter).
 */
import { memo } from "react";
import { AgentSelects } from "../session/AgentFields";
import { WorkingDirectory } from "../session/DirectoryFields";
import { sameButFileText } from "../session/session-edits";
import { useTreeLists } from "../session/useTreeLists";
import type { PlaygroundApi } from "../usePlayground";

export const TopPickers = memo(
  function TopPickers({ api }: { api: PlaygroundApi }) {
    return <Pickers key={api.generation} api={api} />;
  },
  (a, b) => sameButFileText(a.api, b.api),
);

function Pickers({ api }: { api: PlaygroundApi }) {
  const tree = useTreeLists(api.scenario.files);
  return (
    <div role="group" aria-label="Agent and working directory" className="flex min-w-0 flex-1 items-center gap-3">
      <AgentSelects api={api} compact />
      <div className="min-w-48 flex-1">
        <WorkingDirectory api={api} tree={tree} compact />
      </div>
    </div>
  );
}
