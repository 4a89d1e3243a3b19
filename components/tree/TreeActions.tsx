"use client";
/** The tree's buttons: New file, New folder, Rename, Delete, Upload folder, Upload zip. */
import { useEffect, useRef, type ReactNode } from "react";

const BUTTON =
  "rounded-md border border-zinc-300 bg-white px-2 py-1 text-xs font-medium shadow-sm hover:bg-zinc-50 disabled:cursor-not-allowed disabled:opacity-50 dark:border-zinc-700 dark:bg-zinc-900 dark:hover:bg-zinc-800";

function ActionButton({
  onClick,
  disabled,
  children,
  title,
}: {
  onClick(): void;
  disabled?: boolean;
  children: ReactNode;
  title?: string;
}) {
  return (
    <button type="button" className={BUTTON} onClick={onClick} disabled={disabled} title={title}>
      {children}
    </button>
  );
}

export function TreeActions(props: {
  canRename: boolean;
  busy: boolean;
  onNew(kind: "file" | "folder"): void;
  onRename(): void;
  onDelete(): void;
  onFolderPicked(files: File[]): void;
  onZipPicked(file: File): void;
}) {
  const folderInput = useRef<HTMLInputElement>(null);
  const zipInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Not in React's typings; set as attributes so the picker chooses a folder.
    folderInput.current?.setAttribute("webkitdirectory", "");
    folderInput.current?.setAttribute("directory", "");
  }, []);
  return (
    <div className="flex flex-wrap gap-1.5">
      <ActionButton onClick={() => props.onNew("file")}>New file</ActionButton>
      <ActionButton onClick={() => props.onNew("folder")}>New folder</ActionButton>
      <ActionButton onClick={props.onRename} disabled={!props.canRename} title="F2">
        Rename
      </ActionButton>
      <ActionButton onClick={props.onDelete} disabled={!props.canRename} title="Delete key">
        Delete
      </ActionButton>
      <ActionButton onClick={() => folderInput.current?.click()} disabled={props.busy}>
        Upload folder
      </ActionButton>
      <ActionButton onClick={() => zipInput.current?.click()} disabled={props.busy}>
        Upload zip
      </ActionButton>
      <input
        ref={folderInput}
        type="file"
        multiple
        hidden
        tabIndex={-1}
        data-testid="upload-folder-input"
        onChange={(e) => {
          if (e.target.files && e.target.files.length > 0) props.onFolderPicked([...e.target.files]);
          e.target.value = "";
        }}
      />
      <input
        ref={zipInput}
        type="file"
        accept=".zip,application/zip"
        hidden
        tabIndex={-1}
        data-testid="upload-zip-input"
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) props.onZipPicked(f);
          e.target.value = "";
        }}
      />
    </div>
  );
}
