"use client";
/**
 * The session column: which agent and variant, where the session runs (working and home directory,
 * environment), what it was asked and has (prompt, tools, MCP clients, context paths, model...), and the
 * agent's config keys. Every control is drawn from the current profile's data and edits the scenario
 * through api.update; nothing here resolves rules.
 */
import { Panel } from "../Panel";
import { AgentFields } from "./AgentFields";
import { ConfigFields } from "./ConfigFields";
import { ContextPaths } from "./ContextPaths";
import { DirectoryFields } from "./DirectoryFields";
import { EnvironmentGroup } from "./EnvironmentGroup";
import { McpClients } from "./McpClients";
import { MoreSession } from "./MoreSession";
import { PromptAndTools } from "./PromptAndTools";
import { useTreeLists } from "./useTreeLists";
import type { PlaygroundApi } from "../usePlayground";

export function SessionControls({ api }: { api: PlaygroundApi }) {
  // A loaded scenario (example, link, reset) starts every text field afresh.
  return <SessionFields key={api.generation} api={api} />;
}

function SessionFields({ api }: { api: PlaygroundApi }) {
  const tree = useTreeLists(api.scenario.files);
  return (
    <Panel title="Session">
      <div className="flex flex-col gap-4">
        <AgentFields api={api} />
        <DirectoryFields api={api} tree={tree} />
        <EnvironmentGroup api={api} />
        <ConfigFields api={api} />
        <PromptAndTools api={api} />
        <McpClients api={api} />
        <ContextPaths api={api} tree={tree} />
        <MoreSession api={api} />
      </div>
    </Panel>
  );
}
