"use client";
/**
 * The Files panel: the scenario's tree (folders, files, marks, the working directory), its edit
 * buttons, and uploads (folder pick, drag and drop, zip) that land in /upload/<name>.
 */
import { type DragEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
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
import { TreeActions } from "./TreeActions";
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

export function FileTree({
  api,
  resolution,
  findings = null,
}: {
  api: PlaygroundApi;
  resolution?: Resolution;
  findings?: readonly Finding[] | null;
}) {
  const { scenario, selectedFile, selectFile, update } = api;
  const tree = useTreeModel(scenario.files);
  const uploads = useUploads(api);
  const [active, setActive] = useState<string | undefined>(selectedFile);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set([...foldersAbove(selectedFile ?? ""), ...foldersAbove(scenario.cwd), scenario.cwd]),
  );
  const [showAll, setShowAll] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<Pending | null>(null);
  const [dragging, setDragging] = useState(false);
  const badges = useStableMap(useMemo(() => (resolution ? treeBadges(resolution.sources, findings) : undefined), [resolution, findings]));

  // A file selected elsewhere (a click in the composed prompt, a loaded example) shows here too.
  useEffect(() => {
    if (selectedFile === undefined) return;
    setActive(selectedFile);
    setExpanded((e) => addAll(e, foldersAbove(selectedFile)));
  }, [selectedFile]);
  // The working directory stays visible (after an upload it is the upload's root).
  useEffect(() => setExpanded((e) => addAll(e, [...foldersAbove(scenario.cwd), scenario.cwd])), [scenario.cwd]);

  const activeNode = active === undefined ? undefined : findNode(tree, active);
  const targetFolder = activeNode ? (activeNode.isDir ? activeNode.path : dirname(activeNode.path)) : scenario.cwd;

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
  const onShowAll = useCallback((folder: string) => setShowAll((s) => new Set([...s, folder])), []);

  const startRename = () => activeNode && activeNode.path !== "/" && setPending({ kind: "rename", path: activeNode.path });
  // Stable for TreeView (memoised): the latest handlers are read through a ref.
  const commands = useRef({ startRename, startDelete: () => {} });
  const onCommand = useCallback(
    (c: "rename" | "delete") => (c === "rename" ? commands.current.startRename() : commands.current.startDelete()),
    [],
  );
  const startDelete = () => {
    if (!activeNode) return;
    if (activeNode.isDir) return setPending({ kind: "delete", path: activeNode.path, files: filesBelow(scenario.files, activeNode.path) });
    doDelete(activeNode.path);
  };
  const doDelete = (path: string) => {
    const out = deleteEntry(scenario, path);
    if (out.ok) update(() => out.scenario);
    setActive(dirname(path) === "/" ? undefined : dirname(path));
    setPending(null);
  };

  commands.current = { startRename, startDelete };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const entries = [...e.dataTransfer.items].map((i) => i.webkitGetAsEntry?.()).filter((x): x is FileSystemEntry => !!x);
    if (entries.length > 0) return uploads.drop(entries);
    // No entry API (or files from a script): plain files, or one zip.
    const files = [...e.dataTransfer.files];
    if (files.length === 1 && /\.zip$/i.test(files[0].name)) uploads.zip(files[0]);
    else if (files.length > 0) uploads.folder(files);
  };

  return (
    <Panel title="Files" aside={<span className="text-xs text-zinc-500 dark:text-zinc-400">{formatCount(tree.files)} files</span>}>
      <div className="flex flex-col gap-2">
        <TreeActions
          canRename={!!activeNode}
          busy={uploads.busy}
          onNew={(what) => setPending({ kind: "new", what, folder: targetFolder })}
          onRename={startRename}
          onDelete={startDelete}
          onFolderPicked={uploads.folder}
          onZipPicked={uploads.zip}
        />
        {pending?.kind === "new" && (
          <NameForm
            key={`new-${pending.what}-${pending.folder}`}
            title={`New ${pending.what} in ${pending.folder}`}
            submitLabel="Create"
            initial=""
            onCancel={() => setPending(null)}
            onSubmit={(name) => {
              const out = createEntry(scenario, pending.folder, name.trim(), pending.what);
              if (!out.ok) return out.message;
              update(() => out.scenario);
              setExpanded((e) => addAll(e, [...foldersAbove(out.path!), ...(pending.what === "folder" ? [out.path!] : [])]));
              if (pending.what === "file") selectFile(out.path);
              setActive(out.path);
              setPending(null);
              return null;
            }}
          />
        )}
        {pending?.kind === "rename" && (
          <NameForm
            key={`rename-${pending.path}`}
            title={`Rename ${pending.path}`}
            submitLabel="Rename"
            initial={pending.path.slice(pending.path.lastIndexOf("/") + 1)}
            onCancel={() => setPending(null)}
            onSubmit={(name) => {
              const out = renameEntry(scenario, pending.path, name.trim());
              if (!out.ok) return out.message;
              update(() => out.scenario);
              setExpanded(
                (e) =>
                  new Set(
                    [...e].map((p) =>
                      p === pending.path || p.startsWith(pending.path + "/") ? out.path! + p.slice(pending.path.length) : p,
                    ),
                  ),
              );
              setActive(out.path);
              setPending(null);
              return null;
            }}
          />
        )}
        {pending?.kind === "delete" && (
          <ConfirmDelete
            path={pending.path}
            files={pending.files}
            onConfirm={() => doDelete(pending.path)}
            onCancel={() => setPending(null)}
          />
        )}
        <p className="text-xs text-zinc-500 dark:text-zinc-400">
          Uploads (a folder, a zip, or files dropped here) go to {UPLOAD_PARENT}/&lt;name&gt; and become the working directory. Up to{" "}
          {formatCount(MAX_FILES)} files, {formatBytes(MAX_TOTAL_BYTES)}, {formatBytes(MAX_FILE_BYTES)} a file; node_modules and .git
          contents are skipped.
        </p>
        <UploadStatus uploads={uploads} />
        <div
          onDragOver={(e) => {
            if (![...e.dataTransfer.types].includes("Files")) return;
            e.preventDefault();
            e.dataTransfer.dropEffect = "copy";
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`max-h-[28rem] min-h-24 overflow-auto rounded-md border p-1 ${
            dragging ? "border-dashed border-teal-600 bg-teal-50 dark:bg-teal-950" : "border-zinc-200 dark:border-zinc-800"
          }`}
        >
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
        </div>
      </div>
    </Panel>
  );
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
