"use client";
/**
 * The session column: which agent and variant, where the session runs (working and home directory,
 * environment), what it was asked and has (prompt, tools, MCP clients, context paths, files open in the editor, model...), and the
 * agent's config keys. Every control is drawn from the current profile's data and edits the scenario
 * through api.update; nothing here resolves rules.
 */
import { memo } from "react";
import { Panel } from "../Panel";
import { AgentFields } from "./AgentFields";
import { ConfigFields } from "./ConfigFields";
import { ContextPaths, OpenFiles } from "./ContextPaths";
import { DirectoryFields } from "./DirectoryFields";
import { EnvironmentGroup } from "./EnvironmentGroup";
import { McpClients } from "./McpClients";
import { MoreSession } from "./MoreSession";
import { PromptAndTools } from "./PromptAndTools";
import { sameButFileText } from "./session-edits";
import { useTreeLists } from "./useTreeLists";
import type { PlaygroundApi } from "../usePlayground";

export const SessionControls = memo(
  /** `pickersAbove`: the top bar holds the Agent, Variant and Working directory pickers (the workbench). */
  function SessionControls({ api, pickersAbove = false }: { api: PlaygroundApi; pickersAbove?: boolean }) {
    // A loaded scenario (example, link, reset) starts every text field afresh.
    return <SessionFields key={api.generation} api={api} pickersAbove={pickersAbove} />;
    // Nothing here shows file text, only the tree's paths, and every edit goes through api.update with a
    // function of the newest scenario: a keystroke in the editor does not re-render the column (its many
    // inputs cost a 10,000-file tree's keystroke several milliseconds).
  },
  (a, b) => a.pickersAbove === b.pickersAbove && sameButFileText(a.api, b.api),
);

function SessionFields({ api, pickersAbove }: { api: PlaygroundApi; pickersAbove: boolean }) {
  const tree = useTreeLists(api.scenario.files);
  return (
    <Panel title="Session">
      <div className="flex flex-col gap-4">
        <AgentFields api={api} withSelects={!pickersAbove} />
        <DirectoryFields api={api} tree={tree} withCwd={!pickersAbove} />
        <EnvironmentGroup api={api} />
        <ConfigFields api={api} />
        <PromptAndTools api={api} />
        <McpClients api={api} />
        <ContextPaths api={api} tree={tree} />
        <OpenFiles api={api} tree={tree} />
        <MoreSession api={api} />
      </div>
    </Panel>
  );
}
