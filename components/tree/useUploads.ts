"use client";
/** Upload state for the tree: one upload at a time, its progress, and the last report (or error). */
import { useCallback, useRef, useState } from "react";
import { isWithin } from "@/lib/core/paths";
import type { ImportReport, Progress } from "@/lib/import";
import type { Scenario } from "@/lib/scenario/types";
import type { PlaygroundApi } from "../usePlayground";
import type { UploadOutcome } from "./readers";

type UploadKit = typeof import("./upload-kit");
/** The upload code, loaded when the first upload starts (it is no part of the first paint). */
const loadKit = (): Promise<UploadKit> => import("./upload-kit");

/**
 * An upload lands alone in a fresh workspace ("replaced"); the files that were there before wait in
 * `beside` (the upload placed next to them) until the user asks to keep them too.
 */
type UploadNotice =
  { kind: "report"; report: ImportReport; choice: "replaced" | "beside"; beside?: Scenario } | { kind: "error"; message: string };

export interface Uploads {
  busy: boolean;
  progress: (Progress & { label: string }) | null;
  notice: UploadNotice | null;
  dismiss(): void;
  /** After an upload: keep the files that were there before beside it (it lands alone). */
  keepBeside(): void;
  /** The root of an upload whose file to open is not chosen yet (the tree opens one when it can). */
  toOpen: string | null;
  opened(): void;
  folder(files: FileList | File[]): void;
  zip(file: File): void;
  drop(entries: FileSystemEntry[]): void;
}

/** The scenario with nothing but the upload at `root` (its edits kept): the example beside it goes. */
function onlyUpload(s: Scenario, root: string): Scenario {
  const files: Scenario["files"] = {};
  for (const [p, e] of Object.entries(s.files))
    if (isWithin(p, root)) Object.defineProperty(files, p, { value: e, enumerable: true, writable: true, configurable: true });
  const selected = s.ui?.selectedFile;
  return {
    ...s,
    files,
    cwd: isWithin(s.cwd, root) ? s.cwd : root,
    ...(s.contextPaths ? { contextPaths: s.contextPaths.filter((p) => isWithin(p, root)) } : {}),
    ...(s.openFiles ? { openFiles: s.openFiles.filter((p) => isWithin(p, root)) } : {}),
    ui: { ...s.ui, selectedFile: selected !== undefined && isWithin(selected, root) ? selected : undefined },
  };
}

/** Lets the page paint about every 50 ms while a long upload runs on the main thread. */
function paintBreaks(set: (p: Progress) => void) {
  let last = 0;
  return (p: Progress): Promise<void> | void => {
    set(p);
    const now = performance.now();
    if (now - last < 50) return;
    last = now;
    return new Promise((r) => setTimeout(r, 0));
  };
}

export function useUploads(api: PlaygroundApi): Uploads {
  const [progress, setProgress] = useState<Uploads["progress"]>(null);
  const [notice, setNotice] = useState<UploadNotice | null>(null);
  const busyRef = useRef(false);
  const [busy, setBusy] = useState(false);
  const [toOpen, setToOpen] = useState<string | null>(null);
  const { update } = api;
  // The tree as it is when an upload ends (renders keep it current), to place the upload beside it.
  const scenarioNow = useRef(api.scenario);
  scenarioNow.current = api.scenario;

  const run = useCallback(
    (label: string, work: (kit: UploadKit, onProgress: (p: Progress) => Promise<void> | void) => Promise<UploadOutcome>) => {
      if (busyRef.current) return;
      busyRef.current = true;
      setBusy(true);
      setNotice(null);
      setProgress({ done: 0, total: 1, label });
      loadKit()
        .then(async (kit) => ({
          kit,
          out: await work(
            kit,
            paintBreaks((p) => setProgress({ ...p, label })),
          ),
        }))
        .then(
          ({ kit, out }) => {
            if (!out.ok) return setNotice({ kind: "error", message: out.message });
            const placed = kit.placeUpload(scenarioNow.current, out.result);
            if (!placed.ok) return setNotice({ kind: "error", message: placed.message });
            const root = out.result.report.root;
            const alone = onlyUpload(placed.scenario, root);
            update(() => alone);
            setToOpen(root);
            const hadOthers = Object.keys(placed.scenario.files).length > Object.keys(alone.files).length;
            setNotice({ kind: "report", report: out.result.report, choice: "replaced", ...(hadOthers ? { beside: placed.scenario } : {}) });
          },
          (e: unknown) => setNotice({ kind: "error", message: `The upload failed: ${e instanceof Error ? e.message : String(e)}` }),
        )
        .finally(() => {
          busyRef.current = false;
          setBusy(false);
          setProgress(null);
        });
    },
    [update],
  );

  return {
    busy,
    progress,
    notice,
    dismiss: useCallback(() => setNotice(null), []),
    keepBeside: useCallback(() => {
      if (notice?.kind !== "report" || notice.choice !== "replaced" || !notice.beside) return;
      const beside = notice.beside;
      const root = notice.report.root;
      // The upload's files as they are now (edits since kept), the earlier ones back around them.
      update((s) => {
        const files: Scenario["files"] = {};
        for (const [p, e] of Object.entries(beside.files))
          if (!isWithin(p, root)) Object.defineProperty(files, p, { value: e, enumerable: true, writable: true, configurable: true });
        for (const [p, e] of Object.entries(s.files))
          Object.defineProperty(files, p, { value: e, enumerable: true, writable: true, configurable: true });
        return { ...s, files };
      });
      setNotice({ kind: "report", report: notice.report, choice: "beside" });
    }, [notice, update]),
    toOpen,
    opened: useCallback(() => setToOpen(null), []),
    folder: useCallback((files: FileList | File[]) => run("Reading the folder", (kit, p) => kit.readPickedFolder(files, p)), [run]),
    zip: useCallback((file: File) => run(`Unpacking ${file.name}`, (kit, p) => kit.unzipInWorker(file, p)), [run]),
    drop: useCallback(
      (entries: FileSystemEntry[]) => run("Reading the dropped files", (kit, p) => kit.readDroppedEntries(entries, p)),
      [run],
    ),
  };
}
