/** "MCP clients": a small list editor of {name, status}; connected clients give mcp_<name> tool ids. */
import type { PlaygroundApi } from "../usePlayground";
import { addMcpClient, editMcpClient, MCP_STATUSES, removeMcpClient } from "./session-edits";
import { CONTROL, HELP, LABEL, SMALL_BUTTON } from "./styles";

export function McpClients({ api }: { api: PlaygroundApi }) {
  const clients = api.scenario.mcp ?? [];
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className={LABEL}>MCP clients</legend>
      {clients.length === 0 && <p className={HELP}>None. Connected clients add mcp_&lt;name&gt; tool ids.</p>}
      <ul className="flex flex-col gap-2">
        {clients.map((c, i) => {
          const label = `MCP client ${i + 1}`;
          const statuses: string[] = MCP_STATUSES.includes(c.status as (typeof MCP_STATUSES)[number])
            ? [...MCP_STATUSES]
            : [...MCP_STATUSES, c.status];
          return (
            <li key={i} className="flex gap-2">
              <input
                type="text"
                aria-label={`${label} name`}
                placeholder="name"
                spellCheck={false}
                autoComplete="off"
                className={`${CONTROL} font-mono`}
                value={c.name}
                onChange={(e) => {
                  const name = e.target.value;
                  api.update((s) => editMcpClient(s, i, { name }));
                }}
              />
              <select
                aria-label={`${label} status`}
                className={`${CONTROL} w-auto`}
                value={c.status}
                onChange={(e) => {
                  const status = e.target.value;
                  api.update((s) => editMcpClient(s, i, { status }));
                }}
              >
                {statuses.map((st) => (
                  <option key={st} value={st}>
                    {st}
                  </option>
                ))}
              </select>
              <button
                type="button"
                aria-label={`Remove ${label}`}
                className={SMALL_BUTTON}
                onClick={() => api.update((s) => removeMcpClient(s, i))}
              >
                ✕
              </button>
            </li>
          );
        })}
      </ul>
      <div>
        <button type="button" className={SMALL_BUTTON} onClick={() => api.update(addMcpClient)}>
          Add MCP client
        </button>
      </div>
    </fieldset>
  );
}
