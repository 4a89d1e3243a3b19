/**
 * makeKit(): the whole canary kit for one scenario. Resolve the tree as it is, plant codewords, resolve
 * the canaried tree again (the honest prediction: the codewords add bytes, so budgets move), and
 * write the manifest and the question. Pure: the tree is read through the fs port, nothing is written.
 */
import { isLoaded } from "../types";
import { findProfile } from "../agents";
import { normalize } from "../core/paths";
import { buildMemfs } from "../fs/memfs";
import type { FsPort } from "../fs/port";
import { resolve } from "../resolve";
import type { FileEntry, Scenario } from "../scenario/types";
import type { Resolution } from "../types";
import { MANIFEST_KIND, MANIFEST_VERSION, POSITIONS } from "./facts";
import type { Manifest } from "./manifest";
import { overlayFs } from "./overlay-fs";
import { plant, plantedBytes } from "./plant";
import { predict } from "./predict";
import { QUESTION } from "./question";

export interface KitOptions {
  seed: string;
  /** The tree (default: the scenario's own files, in memory). */
  fs?: FsPort;
  /** Which real paths are copied with the kit (default: all); others get no codewords. */
  inTree?: (path: string) => boolean;
  /** The folder the copy stands for (default "/"). */
  root?: string;
}

export interface Kit {
  manifest: Manifest;
  question: string;
  /** The canaried text of each planted file, by real path. */
  texts: Map<string, string>;
  /** The tree as it was, and the canaried tree (the prediction). */
  before: Resolution;
  after: Resolution;
}

export type KitResult = { ok: true; kit: Kit } | { ok: false; error: string };

const loaded = (r: Resolution) => r.sources.filter(isLoaded).length;

export function makeKit(scenario: Scenario, options: KitOptions): KitResult {
  const base = options.fs ?? buildMemfs(scenario?.files ?? {}).fs;
  const before = resolve(scenario, base);
  const fatal = before.diagnostics.find((d) => d.level === "error" && (d.code === "invalid-scenario" || d.code === "internal-error"));
  if (fatal) return { ok: false, error: `The scenario could not be resolved: ${fatal.message}` };
  const planting = plant(before, base, { seed: options.seed, ...(options.inTree ? { inTree: options.inTree } : {}) });
  const after = resolve(scenario, overlayFs(base, plantedBytes(planting.texts)));
  const codewords = planting.files.flatMap((f) =>
    POSITIONS.flatMap((p) => (f.words[p] ? [{ word: f.words[p]!, path: f.path, position: p }] : [])),
  );
  const prediction = predict(after, new Set(codewords.map((c) => c.word)));
  const statusAfter = new Map<string, string>();
  for (const s of after.sources) if (!statusAfter.has(s.path) || isLoaded(s)) statusAfter.set(s.path, s.status);
  const models = findProfile(after.agent)?.variants.find((v) => v.id === after.variant)?.models;
  const manifest: Manifest = {
    kind: MANIFEST_KIND,
    version: MANIFEST_VERSION,
    agent: after.agent,
    variant: after.variant,
    ...(models ? { models: { version: models.version, checked: models.checked } } : {}),
    cwd: normalize(scenario.cwd),
    root: normalize(options.root ?? "/"),
    seed: options.seed,
    summary: { candidates: after.sources.length, loaded: loaded(after), promptBytes: after.stats.bytes },
    codewords,
    files: planting.files.map((f) => ({
      path: f.path,
      aliases: f.aliases,
      status: f.status,
      statusAfter: [f.path, ...f.aliases].map((p) => statusAfter.get(p)).find((s) => s !== undefined) ?? "not considered",
      ...(f.note ? { note: f.note } : {}),
    })),
    skipped: planting.skipped,
    prediction,
  };
  return { ok: true, kit: { manifest, question: QUESTION, texts: planting.texts, before, after } };
}

/** The scenario's files with the planted texts in place (the page's copy of the tree). */
export function canariedFiles(files: Record<string, FileEntry>, texts: Map<string, string>): Record<string, FileEntry> {
  const out: Record<string, FileEntry> = {};
  for (const [key, entry] of Object.entries(files)) {
    const text = texts.get(normalize(key));
    if (text === undefined) out[key] = entry;
    else if (typeof entry === "string") out[key] = text;
    else out[key] = { ...(entry.unreadable ? { unreadable: true as const } : {}), content: text };
  }
  return out;
}
