/** Prompt (the latest user message) and Tool IDs (comma or space separated). */
import type { PlaygroundApi } from "../usePlayground";
import { Field } from "./Field";
import { listOrUndefined, parseToolIds, sameValue, withKey } from "./session-edits";
import { useSyncedText } from "./useSyncedText";
import { CONTROL } from "./styles";

const toolsText = (tools: string[] | undefined) => (tools ?? []).join(", ");
const toolsOf = (text: string) => listOrUndefined(parseToolIds(text));

export function PromptAndTools({ api }: { api: PlaygroundApi }) {
  return (
    <div className="flex flex-col gap-3">
      <Field label="Prompt" notes={[{ level: "help", text: "The user's latest message: keyword rules and commands match it." }]}>
        {({ id, describedBy }) => (
          <textarea
            id={id}
            rows={3}
            className={CONTROL}
            value={api.scenario.prompt ?? ""}
            aria-describedby={describedBy}
            onChange={(e) => {
              const next = e.target.value;
              api.update((s) => withKey(s, "prompt", next === "" ? undefined : next));
            }}
          />
        )}
      </Field>
      <ToolIds api={api} />
    </div>
  );
}

function ToolIds({ api }: { api: PlaygroundApi }) {
  const [text, setText] = useSyncedText(api.scenario.tools, toolsText, toolsOf);
  const count = parseToolIds(text).length;
  return (
    <Field
      label="Tool IDs"
      notes={[
        {
          level: "help",
          text: count === 0 ? "Comma or space separated, e.g. bash, edit, read." : `${count} tool id${count === 1 ? "" : "s"}.`,
        },
      ]}
    >
      {({ id, describedBy }) => (
        <input
          id={id}
          type="text"
          spellCheck={false}
          autoComplete="off"
          className={`${CONTROL} font-mono`}
          value={text}
          aria-describedby={describedBy}
          onChange={(e) => {
            const next = e.target.value;
            setText(next);
            const tools = toolsOf(next);
            api.update((s) => (sameValue(s.tools, tools) ? s : withKey(s, "tools", tools)));
          }}
        />
      )}
    </Field>
  );
}
