/**
 * Browser side of uploads: turn a folder pick (<input webkitdirectory>), a drop (DataTransferItem
 * webkitGetAsEntry) or a zip File into an ImportResult via lib/import. Skipped files (node_modules,
 * .git internals, oversized ones) are never read. Reading yields to the page now and then so the
 * progress bar moves.
 */
import {
  commonTopFolder,
  importZip,
  MAX_ZIP_BYTES,
  sortForUpload,
  UploadBuilder,
  type ImportResult,
  type ProgressHook,
} from "@/lib/import";
import { formatBytes } from "@/lib/core/bytes";

export type UploadOutcome = { ok: true; result: ImportResult } | { ok: false; message: string };

const READ_BATCH = 32;

async function readAccepted(
  builder: UploadBuilder,
  files: { path: string; file: File }[],
  onProgress: ProgressHook,
): Promise<ImportResult> {
  const queue: { path: string; file: File }[] = [];
  for (const f of sortForUpload(files, (x) => x.path)) {
    const path = builder.accept(f.path, f.file.size);
    if (path !== null) queue.push({ path, file: f.file });
  }
  for (let i = 0; i < queue.length; i += READ_BATCH) {
    const batch = queue.slice(i, i + READ_BATCH);
    const read = await Promise.all(
      batch.map((q) =>
        q.file.arrayBuffer().then(
          (b) => new Uint8Array(b),
          () => null,
        ),
      ),
    );
    batch.forEach((q, j) => {
      const bytes = read[j];
      if (bytes) builder.file(q.path, bytes);
      else builder.release(q.path, "damaged", "the browser could not read it");
    });
    await onProgress({ done: Math.min(i + READ_BATCH, queue.length), total: queue.length });
  }
  return builder.finish();
}

/** Files from <input type=file webkitdirectory>: their webkitRelativePath starts with the folder's name. */
export async function readPickedFolder(list: FileList | File[], onProgress: ProgressHook): Promise<UploadOutcome> {
  const files = [...list].map((file) => ({ path: file.webkitRelativePath || file.name, file }));
  if (files.length === 0) return { ok: false, message: "The folder is empty: nothing was uploaded." };
  const top = commonTopFolder(files.map((f) => f.path));
  const builder = new UploadBuilder(top ?? "upload");
  const strip = top === null ? 0 : top.length + 1;
  return {
    ok: true,
    result: await readAccepted(
      builder,
      files.map((f) => ({ ...f, path: f.path.slice(strip) })),
      onProgress,
    ),
  };
}

/** A zip bigger than MAX_ZIP_BYTES is not even read into memory. */
export async function readZipFile(file: File, onProgress: ProgressHook): Promise<UploadOutcome> {
  if (file.size > MAX_ZIP_BYTES)
    return {
      ok: false,
      message: `${file.name} is ${Math.round(file.size / 1024 / 1024)} MiB; zips over ${formatBytes(MAX_ZIP_BYTES)} are not opened.`,
    };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const r = await importZip(bytes, file.name, { onProgress });
  return r.ok ? r : { ok: false, message: `${file.name}: ${r.message}` };
}

const entryFile = (e: FileSystemFileEntry) => new Promise<File>((ok, fail) => e.file(ok, fail));

async function readAllEntries(dir: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = dir.createReader();
  const out: FileSystemEntry[] = [];
  // readEntries returns at most ~100 entries per call; an empty batch means the end.
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((ok, fail) => reader.readEntries(ok, fail));
    if (batch.length === 0) return out;
    out.push(...batch);
  }
}

/**
 * Entries dropped on the tree. Call `webkitGetAsEntry` inside the drop handler (the list is emptied
 * after it returns) and pass the entries here. One dropped folder names the upload; a lone .zip file
 * is unpacked; anything else lands in /upload/dropped.
 */
export async function readDroppedEntries(entries: FileSystemEntry[], onProgress: ProgressHook): Promise<UploadOutcome> {
  if (entries.length === 1 && entries[0].isFile && /\.zip$/i.test(entries[0].name))
    return readZipFile(await entryFile(entries[0] as FileSystemFileEntry), onProgress);
  const single = entries.length === 1 && entries[0].isDirectory ? (entries[0] as FileSystemDirectoryEntry) : null;
  const builder = new UploadBuilder(single ? single.name : "dropped");
  const files: { path: string; file: File }[] = [];
  const walk = async (entry: FileSystemEntry, rel: string) => {
    if (entry.isFile) {
      try {
        files.push({ path: rel, file: await entryFile(entry as FileSystemFileEntry) });
      } catch {
        builder.skip(rel, "damaged", "the browser could not read it");
      }
      return;
    }
    if (rel !== "" && !builder.enterFolder(rel)) return;
    const children = await readAllEntries(entry as FileSystemDirectoryEntry);
    if (children.length === 0 && rel !== "") builder.folder(rel + "/");
    for (const c of children) await walk(c, rel === "" ? c.name : `${rel}/${c.name}`);
  };
  if (single) await walk(single, "");
  else for (const e of entries) await walk(e, e.name);
  if (files.length === 0 && entries.length === 0) return { ok: false, message: "Nothing was dropped that could be read." };
  return { ok: true, result: await readAccepted(builder, files, onProgress) };
}
