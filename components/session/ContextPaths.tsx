/**
 * Context paths: the files the session has read or edited, in order (one a line or comma separated),
 * with a picker that suggests the tree's files. Paths outside the tree are allowed and noted.
 */
import { useId, useState } from "react";
import type { PlaygroundApi } from "../usePlayground";
import { Field, type Note } from "./Field";
import { listOrUndefined, missingContextPaths, parsePathList, sameValue, withKey } from "./session-edits";
import { Suggestions } from "./Suggestions";
import { useSyncedText } from "./useSyncedText";
import type { TreeLists } from "./useTreeLists";
import { CONTROL, SMALL_BUTTON } from "./styles";

const pathsText = (paths: string[] | undefined) => (paths ?? []).join("\n");
const pathsOf = (text: string) => listOrUndefined(parsePathList(text));

export function ContextPaths({ api, tree }: { api: PlaygroundApi; tree: TreeLists }) {
  const [text, setText] = useSyncedText(api.scenario.contextPaths, pathsText, pathsOf);
  const paths = parsePathList(text);
  const missing = missingContextPaths(paths, api.scenario.cwd, tree.fileSet);
  const notes: Note[] =
    missing.length > 0
      ? [{ level: "warning", text: `Not a file in the tree (relative paths start at the working directory): ${missing.join(", ")}` }]
      : [{ level: "help", text: "One a line or comma separated, in the order the session read them." }];
  const commit = (next: string) => {
    setText(next);
    const list = pathsOf(next);
    api.update((s) => (sameValue(s.contextPaths, list) ? s : withKey(s, "contextPaths", list)));
  };
  return (
    <div className="flex flex-col gap-2">
      <Field label="Context paths" notes={notes}>
        {({ id, describedBy }) => (
          <textarea
            id={id}
            rows={3}
            spellCheck={false}
            className={`${CONTROL} font-mono`}
            value={text}
            aria-describedby={describedBy}
            onChange={(e) => commit(e.target.value)}
          />
        )}
      </Field>
      <AddFromTree files={tree.files} onAdd={(p) => commit(text.trim() === "" ? p : `${text.replace(/\n+$/, "")}\n${p}`)} />
    </div>
  );
}

function AddFromTree({ files, onAdd }: { files: readonly string[]; onAdd: (path: string) => void }) {
  const id = useId();
  const [pick, setPick] = useState("");
  const add = () => {
    if (pick.trim() === "") return;
    onAdd(pick.trim());
    setPick("");
  };
  return (
    <div className="flex gap-2">
      <input
        type="text"
        list={`${id}-files`}
        aria-label="Context path to add"
        placeholder="Pick a file of the tree…"
        spellCheck={false}
        autoComplete="off"
        className={`${CONTROL} font-mono`}
        value={pick}
        onChange={(e) => setPick(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            add();
          }
        }}
      />
      <Suggestions id={`${id}-files`} paths={files} />
      <button type="button" className={SMALL_BUTTON} onClick={add} disabled={pick.trim() === ""}>
        Add context path
      </button>
    </div>
  );
}
