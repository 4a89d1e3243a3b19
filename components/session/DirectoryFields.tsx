/** Working directory (free text, suggested from the tree's folders) and Home directory. */
import { useState } from "react";
import { normalize } from "@/lib/core/paths";
import { DEFAULT_HOME } from "@/lib/scenario/defaults";
import type { PlaygroundApi } from "../usePlayground";
import { Field, type Note } from "./Field";
import { absolutePathProblem, NOT_APPLIED, withKey } from "./session-edits";
import { FolderSuggestions } from "./FolderSuggestions";
import { useSyncedText } from "./useSyncedText";
import type { TreeLists } from "./useTreeLists";
import { CONTROL, CONTROL_INVALID } from "./styles";

const same = (s: string) => s;
/** What typed text would store: the text itself when it is a usable path, else "no change". */
const pathMeaning = (text: string) => (absolutePathProblem(text) === null ? text : NOT_APPLIED);

export function DirectoryFields({ api, tree }: { api: PlaygroundApi; tree: TreeLists }) {
  return (
    <div className="flex flex-col gap-3">
      <WorkingDirectory api={api} tree={tree} />
      <HomeDirectory api={api} />
    </div>
  );
}

function WorkingDirectory({ api, tree }: { api: PlaygroundApi; tree: TreeLists }) {
  const [text, setText] = useSyncedText(api.scenario.cwd, same, pathMeaning);
  const problem = absolutePathProblem(text);
  const notes: Note[] = [];
  if (problem) notes.push({ level: "error", text: problem });
  else if (!tree.dirSet.has(normalize(text)))
    notes.push({
      level: "warning",
      text: tree.fileSet.has(normalize(text))
        ? `${normalize(text)} is a file in the tree, not a folder.`
        : `No folder ${normalize(text)} in the tree: the agent starts there anyway and walks up from it.`,
    });
  const [focused, setFocused] = useState(false);
  const apply = (next: string) => {
    setText(next);
    if (absolutePathProblem(next) === null) api.update((s) => (s.cwd === next ? s : { ...s, cwd: next }));
  };
  return (
    <Field label="Working directory" notes={notes}>
      {({ id, describedBy, invalid }) => (
        <div
          className="flex flex-col gap-1"
          onFocus={() => setFocused(true)}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
          }}
        >
          <input
            id={id}
            type="text"
            spellCheck={false}
            autoComplete="off"
            className={`${CONTROL} font-mono ${invalid ? CONTROL_INVALID : ""}`}
            value={text}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(e) => apply(e.target.value)}
          />
          {focused && <FolderSuggestions dirs={tree.dirs} text={text} onPick={apply} />}
        </div>
      )}
    </Field>
  );
}

function HomeDirectory({ api }: { api: PlaygroundApi }) {
  const stored = api.scenario.home ?? "";
  const [text, setText] = useSyncedText(stored, same, (t) => (t === "" || absolutePathProblem(t) === null ? t : NOT_APPLIED));
  const problem = text === "" ? null : absolutePathProblem(text);
  return (
    <Field label="Home directory" notes={problem ? [{ level: "error", text: problem }] : []}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type="text"
          spellCheck={false}
          autoComplete="off"
          placeholder={DEFAULT_HOME}
          className={`${CONTROL} font-mono ${invalid ? CONTROL_INVALID : ""}`}
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(e) => {
            const next = e.target.value;
            setText(next);
            if (next === "" || absolutePathProblem(next) === null) api.update((s) => withKey(s, "home", next === "" ? undefined : next));
          }}
        />
      )}
    </Field>
  );
}
