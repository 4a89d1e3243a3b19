/**
 * Working directory (free text, suggested from the tree's folders) and Home directory. The working
 * directory applies at once when the text names a folder of the tree; any other absolute path (a folder
 * the tree lacks, a half-typed one) waits for Enter, so typing `/repo/packages/api` does not resolve
 * `/repo/pa` on the way.
 */
import { useState } from "react";
import { normalize } from "@/lib/core/paths";
import { DEFAULT_HOME } from "@/lib/scenario/defaults";
import type { PlaygroundApi } from "../usePlayground";
import { Field, NoteList, type Note } from "./Field";
import { absolutePathProblem, NOT_APPLIED, withKey } from "./session-edits";
import { FolderSuggestions } from "./FolderSuggestions";
import { useSyncedText } from "./useSyncedText";
import type { TreeLists } from "./useTreeLists";
import { CONTROL, CONTROL_INVALID } from "./styles";

const same = (s: string) => s;
/** What typed text would store: the text itself when it is a usable path, else "no change". */
const pathMeaning = (text: string) => (absolutePathProblem(text) === null ? text : NOT_APPLIED);

export function DirectoryFields({ api, tree, withCwd = true }: { api: PlaygroundApi; tree: TreeLists; withCwd?: boolean }) {
  return (
    <div className="flex flex-col gap-3">
      {withCwd && <WorkingDirectory api={api} tree={tree} />}
      <HomeDirectory api={api} />
    </div>
  );
}

/** What the field says about the typed text: why it is not applied, or what applying it means. */
function cwdNotes(text: string, applied: string, tree: TreeLists): Note[] {
  const problem = absolutePathProblem(text);
  if (problem) return [{ level: "error", text: problem }];
  const path = normalize(text);
  if (tree.dirSet.has(path)) return [];
  const waiting = text !== applied ? " Press Enter to start there." : "";
  return [
    {
      level: "warning",
      text: tree.fileSet.has(path)
        ? `${path} is a file in the tree, not a folder.${waiting}`
        : `No folder ${path} in the tree: the agent starts there anyway and walks up from it.${waiting}`,
    },
  ];
}

/**
 * The working directory. `compact`: the top bar's one-line form, whose notes and suggestions float
 * below it (the bar never changes height).
 */
export function WorkingDirectory({ api, tree, compact = false }: { api: PlaygroundApi; tree: TreeLists; compact?: boolean }) {
  const [text, setText] = useSyncedText(api.scenario.cwd, same, pathMeaning);
  const notes = cwdNotes(text, api.scenario.cwd, tree);
  const [focused, setFocused] = useState(false);
  const commit = (next: string) => {
    if (absolutePathProblem(next) === null) api.update((s) => (s.cwd === next ? s : { ...s, cwd: next }));
  };
  const apply = (next: string) => {
    setText(next);
    if (tree.dirSet.has(normalize(next))) commit(next);
  };
  const pick = (next: string) => {
    setText(next);
    commit(next);
  };
  return (
    <Field label="Working directory" notes={notes} inline={compact}>
      {({ id, notesId, describedBy, invalid }) => (
        <div
          className={compact ? "relative min-w-0 flex-1" : "flex flex-col gap-1"}
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
            className={`${CONTROL} font-mono ${compact ? "py-1" : ""} ${invalid ? CONTROL_INVALID : notes.length > 0 && compact ? "border-amber-500" : ""}`}
            value={text}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(e) => apply(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") commit(text);
              if (e.key === "Escape" && text !== api.scenario.cwd) setText(api.scenario.cwd);
            }}
          />
          {focused && !compact && <FolderSuggestions dirs={tree.dirs} text={text} onPick={pick} />}
          {compact && notes.length > 0 && !focused && <NoteList id={notesId} notes={notes} className="sr-only" />}
          {focused && compact && (
            // One floating box under the bar, so the bar keeps its height: the notes and the matching folders.
            <div className="absolute top-full left-0 z-40 mt-1 flex w-[min(36rem,80vw)] flex-col gap-2 rounded-md border border-zinc-200 bg-white p-2 shadow-lg empty:hidden dark:border-zinc-700 dark:bg-zinc-900">
              {notes.length > 0 && <NoteList id={notesId} notes={notes} />}
              <FolderSuggestions dirs={tree.dirs} text={text} onPick={pick} />
            </div>
          )}
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
