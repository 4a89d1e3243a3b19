"use client";
/** Upload progress and the report of the last upload: what was kept, what was skipped and why. */
import type { ImportReport, SkipReason } from "@/lib/import";
import { MAX_FILE_BYTES, MAX_FILES, MAX_TOTAL_BYTES } from "@/lib/import/limits";
import type { Uploads } from "./useUploads";
import { formatBytes } from "@/lib/core/bytes";
import { formatCount } from "../format";

const REASONS: Record<SkipReason, string> = {
  "unsafe-name": "refused: would land outside the folder",
  "too-large": `over ${formatBytes(MAX_FILE_BYTES)}`,
  "total-cap": `past ${formatBytes(MAX_TOTAL_BYTES)} in all`,
  "count-cap": `past ${formatCount(MAX_FILES)} files`,
  node_modules: "in node_modules",
  "git-internals": "inside .git",
  "symlink-outside": "links pointing outside",
  duplicate: "duplicate paths",
  unsupported: "unsupported zip entries",
  damaged: "damaged or unreadable",
  "inflate-cap": "not unpacked (zip bomb guard)",
};

function PathList({ title, paths }: { title: string; paths: string[] }) {
  if (paths.length === 0) return null;
  return (
    <details>
      <summary className="cursor-pointer">
        {title} ({formatCount(paths.length)})
      </summary>
      <ul className="ml-4 list-disc">
        {paths.slice(0, 200).map((p) => (
          <li key={p}>
            <code className="break-all">{p}</code>
          </li>
        ))}
      </ul>
    </details>
  );
}

function ReportBody({ report }: { report: ImportReport }) {
  const byReason = Object.entries(report.byReason) as [SkipReason, number][];
  return (
    <div className="flex flex-col gap-1">
      <p>
        Uploaded {formatCount(report.files)} {report.files === 1 ? "file" : "files"} ({formatBytes(report.bytes)}) to{" "}
        <code>{report.root}</code>; the working directory is now <code>{report.root}</code>.
      </p>
      {report.skippedFiles > 0 ? (
        <p>
          Skipped {formatCount(report.skippedFiles)}: {byReason.map(([r, c]) => `${formatCount(c)} ${REASONS[r]}`).join(", ")}.
        </p>
      ) : (
        <p>Nothing was skipped.</p>
      )}
      {report.skipped.length > 0 && (
        <details open={report.skipped.length <= 10}>
          <summary className="cursor-pointer">Skipped entries</summary>
          <ul className="ml-4 list-disc">
            {report.skipped.map((s, i) => (
              <li key={i}>
                <code className="break-all">{s.path}</code>
                {s.count > 1 ? ` (${formatCount(s.count)} files)` : ""}: {s.message}
              </li>
            ))}
            {report.unlisted > 0 && <li>and {formatCount(report.unlisted)} more not listed</li>}
          </ul>
        </details>
      )}
      <PathList title="Kept as binary (not editable)" paths={[...report.binary, ...report.invalidUtf8]} />
      <PathList title="Symbolic links" paths={report.symlinks} />
      <PathList title="Empty .git folders kept as project-root markers" paths={report.gitMarkers} />
    </div>
  );
}

function UploadChoice({
  choice,
  root,
  canKeep,
  onKeep,
}: {
  choice: "replaced" | "beside";
  root: string;
  canKeep: boolean;
  onKeep(): void;
}) {
  if (choice === "beside") return <p className="mt-1">Kept beside the files that were already here.</p>;
  return (
    <div role="group" aria-label="Keep the other files?" className="mt-2 flex flex-wrap items-center gap-2">
      <span className="font-medium">The tree now holds only {root}; Problems checks it.</span>
      {canKeep && (
        <button
          type="button"
          onClick={onKeep}
          className="rounded border border-zinc-400 px-2 py-0.5 hover:bg-zinc-100 dark:hover:bg-zinc-800"
        >
          Keep the earlier files beside it
        </button>
      )}
    </div>
  );
}

export function UploadStatus({ uploads }: { uploads: Uploads }) {
  const { progress, notice } = uploads;
  return (
    <>
      {progress && (
        <div className="flex flex-col gap-1 text-sm">
          <label className="text-zinc-600 dark:text-zinc-400">
            {progress.label}…
            <progress
              aria-label="Upload progress"
              className="mt-1 block h-2 w-full accent-teal-600"
              max={progress.total}
              value={progress.done}
            />
          </label>
        </div>
      )}
      <div role="status" aria-label="Upload report" className="text-sm">
        {notice && (
          <div
            className={`flex items-start gap-2 rounded-md border p-2 ${
              notice.kind === "error"
                ? "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
                : "border-teal-300 bg-teal-50 text-teal-950 dark:border-teal-800 dark:bg-teal-950 dark:text-teal-100"
            }`}
          >
            <div className="min-w-0 flex-1">
              {notice.kind === "error" ? <p>{notice.message}</p> : <ReportBody report={notice.report} />}
              {notice.kind === "report" && (
                <UploadChoice choice={notice.choice} root={notice.report.root} canKeep={!!notice.beside} onKeep={uploads.keepBeside} />
              )}
            </div>
            <button
              type="button"
              onClick={uploads.dismiss}
              aria-label="Dismiss upload report"
              className="rounded px-1 text-lg leading-none hover:bg-black/10 dark:hover:bg-white/10"
            >
              ×
            </button>
          </div>
        )}
      </div>
    </>
  );
}
