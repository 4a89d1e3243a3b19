/**
 * Messages between the page and the session worker (session.worker.ts). Types and tiny pure helpers only: the page imports
 * this, so it must not pull in the resolver (profiles, tokenizer, memfs, zod).
 */
import { changedSince } from "../../lib/scenario/edit";
import type { FileEntry, Scenario } from "../../lib/scenario/types";
import type { CheckAgent, CheckReport } from "../../lib/check/types";
import type { Resolution } from "../../lib/types";

export type Files = Record<string, FileEntry>;

/** A map request's answer: per folder asked (same order), the paths loaded there in prompt order. */
export type MapRows = string[][];

/** How `files` changed since the last request the worker saw. */
export type FilesUpdate =
  | { kind: "full"; files: Files }
  /** `set` as pairs, not an object: a key such as "__proto__" must stay data, never a prototype. */
  | { kind: "patch"; set: [string, FileEntry][]; del: string[] }
  | { kind: "same" };

/**
 * What one request asks of the worker: a resolve of the scenario (the preview, Compare's columns),
 * a check of its tree (Problems), or precedence-map rows (the scenario at each of these folders as the
 * working directory, no context paths, no trace; one request holds many folders, so the map costs
 * resolves, not round trips).
 */
export type WorkerAsk = { kind: "resolve" } | { kind: "check"; params: CheckParams } | { kind: "map"; dirs: string[] };

/** The answer to each kind of ask. */
export type WorkerAnswer =
  | { kind: "resolve"; resolution: Resolution }
  | { kind: "check"; outcome: CheckOutcome }
  /** null: the scenario has problems, so no folder was resolved (the map shows those cells as stopped). */
  | { kind: "map"; rows: MapRows | null };

export interface WorkerRequest {
  type: "request";
  id: number;
  /** The scenario without `files`. */
  meta: Omit<Scenario, "files">;
  files: FilesUpdate;
  ask: WorkerAsk;
  /**
   * Test hook: busy-wait this many ms before answering, as a resolve that hangs would. Set only through
   * SessionClient.stallNext (reached from window.__rulescopePreview.page); e2e/watchdog.spec.ts uses it.
   */
  testStallMs?: number;
}

/** What the page asks `check` for: the tree's root and home, and the agents to check. */
export interface CheckParams {
  root: string;
  home: string;
  /** The agents chosen in "Check agents"; null: the current agent plus those inferred from the tree. */
  agents: CheckAgent[] | null;
  /** The playground's agent, always part of the default set. */
  current: CheckAgent;
}

/** A check's answer: the report, the agents it checked and the ones the tree suggests (with why). */
export type CheckOutcome =
  { ok: true; report: CheckReport; checked: CheckAgent[]; inferred: CheckAgent[]; inference: string[] } | { ok: false; message: string };

export interface ResolveTimings {
  /** Whole request inside the worker (apply diff, validate, tree, resolve), ms. */
  total: number;
  validate: number;
  tree: number;
  resolve: number;
  /** The tree was built from scratch (first load, or an edit the incremental path does not take). */
  rebuilt: boolean;
}

export type WorkerResponse =
  | { type: "result"; id: number; answer: WorkerAnswer; timings: ResolveTimings }
  | { type: "error"; id: number; message: string }
  /** The worker's first message: its script loaded and it listens (the watchdog's clock starts then). */
  | { type: "ready" };

/**
 * The update that takes a worker holding `prev` to `next`. Entries compare by identity (the UI keeps
 * unchanged entry values identical), so this is O(keys) with no content compare. A change to most of
 * the map is sent whole.
 */
export function diffFiles(prev: Files | null, next: Files): FilesUpdate {
  if (prev === next) return { kind: "same" };
  const plain = (v: unknown) => typeof v === "object" && v !== null && !Array.isArray(v);
  if (prev === null || !plain(prev) || !plain(next)) return { kind: "full", files: next };
  // Typing: setText recorded which entry each step changed, so no key needs comparing.
  const known = changedSince(prev, next);
  if (known)
    return {
      kind: "patch",
      set: known.filter((k) => Object.hasOwn(next, k)).map((k) => [k, next[k]]),
      del: known.filter((k) => !Object.hasOwn(next, k)),
    };
  const set: [string, FileEntry][] = [];
  const del: string[] = [];
  let changed = 0;
  const limit = 64 + (Object.keys(next).length >> 2);
  for (const k in next) {
    if (!Object.hasOwn(next, k)) continue;
    if (!Object.hasOwn(prev, k) || prev[k] !== next[k]) {
      set.push([k, next[k]]);
      if (++changed > limit) return { kind: "full", files: next };
    }
  }
  for (const k in prev) {
    if (Object.hasOwn(prev, k) && !Object.hasOwn(next, k)) {
      del.push(k);
      if (++changed > limit) return { kind: "full", files: next };
    }
  }
  return { kind: "patch", set, del };
}

/** Apply a patch to a copy of `prev` (own data properties only, whatever the key). */
export function applyPatch(prev: Files, set: [string, FileEntry][], del: string[]): Files {
  return patchInPlace({ ...prev }, set, del);
}

/** applyPatch on `files` itself (keys such as `__proto__` stay plain data). */
export function patchInPlace(files: Files, set: [string, FileEntry][], del: string[]): Files {
  for (const k of del) delete files[k];
  for (const [k, v] of set) Object.defineProperty(files, k, { value: v, enumerable: true, writable: true, configurable: true });
  return files;
}
