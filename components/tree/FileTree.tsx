"use client";
/**
 * The Files panel: the scenario's tree (folders, files, marks, the working directory), its edit
 * buttons, and uploads (folder pick, drag and drop, zip) that land in /upload/<name>.
 */
import { type DragEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Finding } from "@/lib/check/types";
import type { Resolution } from "@/lib/types";
import { dirname } from "@/lib/core/paths";
import { MAX_FILE_BYTES, MAX_FILES, MAX_TOTAL_BYTES, UPLOAD_PARENT } from "@/lib/import/limits";
import { formatBytes } from "@/lib/core/bytes";
import { Panel } from "../Panel";
import { treeBadges } from "../problems/logic";
import type { PlaygroundApi } from "../usePlayground";
import { createEntry, deleteEntry, filesBelow, renameEntry } from "./edits";
import { foldersAbove, type TreeNode } from "./model";
import { ConfirmDelete, NameForm } from "./NameForm";
import { fileToOpen } from "./openUploaded";
import { TreeActions } from "./TreeActions";
import type { TreeCommand } from "./TreeMenu";
import { withKey } from "../session/session-edits";
import { TreeView } from "./TreeView";
import { UploadStatus } from "./UploadStatus";
import { useTreeModel } from "./useTreeModel";
import { useUploads } from "./useUploads";
import { formatCount } from "../format";

type Pending =
  | { kind: "new"; what: "file" | "folder"; folder: string }
  | { kind: "rename"; path: string }
  | { kind: "delete"; path: string; files: number };

function addAll(set: ReadonlySet<string>, paths: string[]): ReadonlySet<string> {
  if (paths.every((p) => set.has(p))) return set;
  return new Set([...set, ...paths]);
}

/**
 * Which entry is active and which folders are open: a file selected elsewhere (a click in the composed
 * prompt, a loaded example) is shown, and the working directory stays visible (after an upload it is
 * the upload's root).
 */
function useTreeFocus(selectedFile: string | undefined, cwd: string, selectFile: (path: string) => void) {
  const [active, setActive] = useState<string | undefined>(selectedFile);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set([...foldersAbove(selectedFile ?? ""), ...foldersAbove(cwd), cwd]),
  );
  useEffect(() => {
    if (selectedFile === undefined) return;
    setActive(selectedFile);
    setExpanded((e) => addAll(e, foldersAbove(selectedFile)));
  }, [selectedFile]);
  useEffect(() => setExpanded((e) => addAll(e, [...foldersAbove(cwd), cwd])), [cwd]);
  // A click or Enter on a folder opens or closes it; on a file, selects it.
  const onActivate = useCallback(
    (path: string, isDir: boolean, open: boolean) => {
      setActive(path);
      if (!open) return;
      if (isDir) setExpanded((e) => (e.has(path) ? new Set([...e].filter((p) => p !== path)) : new Set([...e, path])));
      else selectFile(path);
    },
    [selectFile],
  );
  const onExpand = useCallback((path: string, open: boolean) => {
    setExpanded((e) => (open ? new Set([...e, path]) : new Set([...e].filter((p) => p !== path))));
  }, []);
  return { active, setActive, expanded, setExpanded, onActivate, onExpand };
}

/** What was dropped: folders and files through the entry API, else plain files, or one zip. */
function dropInto(uploads: ReturnType<typeof useUploads>, e: DragEvent): void {
  e.preventDefault();
  const entries = [...e.dataTransfer.items].map((i) => i.webkitGetAsEntry?.()).filter((x): x is FileSystemEntry => !!x);
  if (entries.length > 0) return uploads.drop(entries);
  // No entry API (or files from a script): plain files, or one zip.
  const files = [...e.dataTransfer.files];
  if (files.length === 1 && /\.zip$/i.test(files[0].name)) uploads.zip(files[0]);
  else if (files.length > 0) uploads.folder(files);
}

/** Where uploads land, and their limits. */
function UploadNote() {
  return (
    <p className="text-xs text-zinc-500 dark:text-zinc-400">
      Uploads (a folder, a zip, or files dropped here) go to {UPLOAD_PARENT}/&lt;name&gt; and become the working directory. Up to{" "}
      {formatCount(MAX_FILES)} files, {formatBytes(MAX_TOTAL_BYTES)}, {formatBytes(MAX_FILE_BYTES)} a file; node_modules and .git contents
      are skipped.
    </p>
  );
}

/** The tree's edits on the scenario, and what the tree shows after each: the new or renamed entry, open and active. */
function treeEdits(
  api: PlaygroundApi,
  view: { setActive(path: string | undefined): void; setExpanded(f: (e: ReadonlySet<string>) => ReadonlySet<string>): void; done(): void },
) {
  const { scenario, update, selectFile } = api;
  return {
    /** A new file or folder: null, or why it cannot be made (the form shows it). */
    create(folder: string, what: "file" | "folder", name: string): string | null {
      const out = createEntry(scenario, folder, name.trim(), what);
      if (!out.ok) return out.message;
      update(() => out.scenario);
      view.setExpanded((e) => addAll(e, [...foldersAbove(out.path!), ...(what === "folder" ? [out.path!] : [])]));
      if (what === "file") selectFile(out.path);
      view.setActive(out.path);
      view.done();
      return null;
    },
    rename(path: string, name: string): string | null {
      const out = renameEntry(scenario, path, name.trim());
      if (!out.ok) return out.message;
      update(() => out.scenario);
      // Open folders below the renamed one stay open under its new name.
      view.setExpanded((e) => new Set([...e].map((p) => (p === path || p.startsWith(path + "/") ? out.path! + p.slice(path.length) : p))));
      view.setActive(out.path);
      view.done();
      return null;
    },
    remove(path: string): void {
      const out = deleteEntry(scenario, path);
      if (out.ok) update(() => out.scenario);
      view.setActive(dirname(path) === "/" ? undefined : dirname(path));
      view.done();
    },
  };
}

/** The form a tree command opens: a name for a new entry or a rename, or the confirmation of a folder's deletion. */
function PendingForm({
  pending,
  onCancel,
  onCreate,
  onRename,
  onDelete,
}: {
  pending: Pending;
  onCancel(): void;
  onCreate(name: string): string | null;
  onRename(name: string): string | null;
  onDelete(): void;
}) {
  if (pending.kind === "delete")
    return <ConfirmDelete path={pending.path} files={pending.files} onConfirm={onDelete} onCancel={onCancel} />;
  if (pending.kind === "new")
    return (
      <NameForm
        key={`new-${pending.what}-${pending.folder}`}
        title={`New ${pending.what} in ${pending.folder}`}
        submitLabel="Create"
        initial=""
        onCancel={onCancel}
        onSubmit={onCreate}
      />
    );
  return (
    <NameForm
      key={`rename-${pending.path}`}
      title={`Rename ${pending.path}`}
      submitLabel="Rename"
      initial={pending.path.slice(pending.path.lastIndexOf("/") + 1)}
      onCancel={onCancel}
      onSubmit={onRename}
    />
  );
}

/** Where files and folders can be dropped: outlined while something is dragged over it. */
function DropZone({ onDrop, children }: { onDrop(e: DragEvent): void; children: ReactNode }) {
  const [dragging, setDragging] = useState(false);
  return (
    <div
      onDragOver={(e) => {
        if (![...e.dataTransfer.types].includes("Files")) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = "copy";
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        setDragging(false);
        onDrop(e);
      }}
      className={`max-h-[28rem] min-h-24 overflow-auto rounded-md border p-1 ${
        dragging ? "border-dashed border-teal-600 bg-teal-50 dark:bg-teal-950" : "border-zinc-200 dark:border-zinc-800"
      }`}
    >
      {children}
    </div>
  );
}

export function FileTree({
  api,
  resolution,
  findings = null,
}: {
  api: PlaygroundApi;
  resolution?: Resolution;
  findings?: readonly Finding[] | null;
}) {
  const { scenario, selectedFile, selectFile } = api;
  const tree = useTreeModel(scenario.files);
  const uploads = useUploads(api);
  const { active, setActive, expanded, setExpanded, onActivate, onExpand } = useTreeFocus(selectedFile, scenario.cwd, selectFile);
  const [showAll, setShowAll] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<Pending | null>(null);
  useOpenUploaded(uploads, scenario.files, resolution, findings ?? null, selectFile);
  const badges = useStableMap(useMemo(() => (resolution ? treeBadges(resolution.sources, findings) : undefined), [resolution, findings]));

  const activeNode = active === undefined ? undefined : findNode(tree, active);
  const targetFolder = activeNode ? (activeNode.isDir ? activeNode.path : dirname(activeNode.path)) : scenario.cwd;

  const onShowAll = useCallback((folder: string) => setShowAll((s) => new Set([...s, folder])), []);

  // Stable for TreeView (memoised): the latest handlers are read through a ref.
  const commands = useRef<{ run(c: TreeCommand, path?: string): void }>({ run: () => {} });
  const onCommand = useCallback((c: TreeCommand, path?: string) => commands.current.run(c, path), []);
  const edits = treeEdits(api, { setActive, setExpanded, done: () => setPending(null) });
  commands.current = { run: (c, path) => runCommand(c, path ?? active) };
  // A command from the menu names its row; the row becomes the active item first.
  const runCommand = (c: TreeCommand, path: string | undefined) => {
    const node = path === undefined ? undefined : findNode(tree, path);
    if (path === undefined || !node) return;
    if (c === "cwd" || c === "home") return api.update((s) => withDirectory(s, c, node.isDir ? path : dirname(path)));
    if (path !== active) setActive(path);
    if (c === "rename") return node.path !== "/" && setPending({ kind: "rename", path });
    if (node.isDir) return setPending({ kind: "delete", path, files: filesBelow(scenario.files, path) });
    edits.remove(path);
  };

  return (
    <Panel title="Files" aside={<span className="text-xs text-zinc-500 dark:text-zinc-400">{formatCount(tree.files)} files</span>}>
      <div className="flex flex-col gap-2">
        <TreeActions
          canRename={!!activeNode}
          busy={uploads.busy}
          onNew={(what) => setPending({ kind: "new", what, folder: targetFolder })}
          onRename={() => runCommand("rename", active)}
          onDelete={() => runCommand("delete", active)}
          onFolderPicked={uploads.folder}
          onZipPicked={uploads.zip}
        />
        {pending && (
          <PendingForm
            pending={pending}
            onCancel={() => setPending(null)}
            onCreate={(name) => (pending.kind === "new" ? edits.create(pending.folder, pending.what, name) : null)}
            onRename={(name) => (pending.kind === "rename" ? edits.rename(pending.path, name) : null)}
            onDelete={() => pending.kind === "delete" && edits.remove(pending.path)}
          />
        )}
        <UploadNote />
        <UploadStatus uploads={uploads} />
        <DropZone onDrop={(e) => dropInto(uploads, e)}>
          <TreeView
            tree={tree}
            expanded={expanded}
            showAll={showAll}
            active={active}
            cwd={scenario.cwd}
            openFile={selectedFile}
            onActivate={onActivate}
            onExpand={onExpand}
            onShowAll={onShowAll}
            onCommand={onCommand}
            badges={badges}
            agent={resolution?.agent}
          />
        </DropZone>
      </div>
    </Panel>
  );
}

/** The scenario with `folder` as its working or home directory. */
function withDirectory(s: PlaygroundApi["scenario"], which: "cwd" | "home", folder: string) {
  if (which === "home") return withKey(s, "home", folder);
  return s.cwd === folder ? s : { ...s, cwd: folder };
}

/** After an upload, open the file that matters in it (fileToOpen) once the answer for the new tree is in. */
function useOpenUploaded(
  uploads: ReturnType<typeof useUploads>,
  files: PlaygroundApi["scenario"]["files"],
  resolution: Resolution | undefined,
  findings: readonly Finding[] | null,
  selectFile: PlaygroundApi["selectFile"],
) {
  const { toOpen, opened } = uploads;
  // The answer on screen when the upload landed is the old tree's: wait for the next one.
  const before = useRef<{ root: string; resolution: Resolution | undefined } | null>(null);
  if (toOpen !== null && before.current?.root !== toOpen) before.current = { root: toOpen, resolution };
  useEffect(() => {
    if (toOpen === null || before.current?.resolution === resolution) return;
    const pick = fileToOpen(toOpen, files, resolution?.sources, findings);
    opened();
    before.current = null;
    if (pick.path) selectFile(pick.path, pick.line);
  }, [toOpen, opened, files, resolution, findings, selectFile]);
}

/**
 * The same Map object while its entries stay the same: a new answer usually gives the same badges, and
 * an unchanged Map lets the memoised tree skip re-rendering its rows (thousands on a big upload).
 */
function useStableMap<K, V>(next: ReadonlyMap<K, V> | undefined): ReadonlyMap<K, V> | undefined {
  const kept = useRef(next);
  const prev = kept.current;
  const same =
    prev === next ||
    (prev !== undefined && next !== undefined && prev.size === next.size && [...next].every(([k, v]) => prev.get(k) === v));
  if (!same) kept.current = next;
  return kept.current;
}

function findNode(root: TreeNode, path: string): TreeNode | undefined {
  let node = root;
  for (let i = path.indexOf("/", 1); ; i = path.indexOf("/", i + 1)) {
    const prefix = i < 0 ? path : path.slice(0, i);
    const next = node.children.find((c) => c.path === prefix);
    if (!next) return undefined;
    node = next;
    if (i < 0) return node;
  }
}
