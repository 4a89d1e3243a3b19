/**
 * Path lists of the session, one a line or comma separated, each with a picker that suggests the
 * tree's files: the context paths (files the session has read or edited, in order) and the files
 * open in the IDE's editor (the active one first). Paths outside the tree are allowed and noted.
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

/** What differs between the two lists: the scenario key, the words, the accessible names. */
interface ListKind {
  key: "contextPaths" | "openFiles";
  label: string;
  help: string;
  pickLabel: string;
  addLabel: string;
}

const CONTEXT: ListKind = {
  key: "contextPaths",
  label: "Context paths",
  help: "One a line or comma separated, in the order the session read them.",
  pickLabel: "Context path to add",
  addLabel: "Add context path",
};

const OPEN: ListKind = {
  key: "openFiles",
  label: "Open in the editor",
  help: "Files open in the IDE, the active one first. Kiro fileMatch steering, Cline paths: rules and Copilot's applyTo in VS Code attach to them.",
  pickLabel: "Open file to add",
  addLabel: "Add open file",
};

export const ContextPaths = (props: { api: PlaygroundApi; tree: TreeLists }) => <PathList kind={CONTEXT} {...props} />;
export const OpenFiles = (props: { api: PlaygroundApi; tree: TreeLists }) => <PathList kind={OPEN} {...props} />;

function PathList({ api, tree, kind }: { api: PlaygroundApi; tree: TreeLists; kind: ListKind }) {
  const [text, setText] = useSyncedText(api.scenario[kind.key], pathsText, pathsOf);
  const paths = parsePathList(text);
  const missing = missingContextPaths(paths, api.scenario.cwd, tree.fileSet);
  const notes: Note[] =
    missing.length > 0
      ? [{ level: "warning", text: `Not a file in the tree (relative paths start at the working directory): ${missing.join(", ")}` }]
      : [{ level: "help", text: kind.help }];
  const commit = (next: string) => {
    setText(next);
    const list = pathsOf(next);
    api.update((s) => (sameValue(s[kind.key], list) ? s : withKey(s, kind.key, list)));
  };
  return (
    <div className="flex flex-col gap-2">
      <Field label={kind.label} notes={notes}>
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
      <AddFromTree files={tree.files} kind={kind} onAdd={(p) => commit(text.trim() === "" ? p : `${text.replace(/\n+$/, "")}\n${p}`)} />
    </div>
  );
}

function AddFromTree({ files, kind, onAdd }: { files: readonly string[]; kind: ListKind; onAdd: (path: string) => void }) {
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
        aria-label={kind.pickLabel}
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
        {kind.addLabel}
      </button>
    </div>
  );
}
