/**
 * Helpers the profile tests share (imported only by lib/agents/<id>/*.test.ts). Before this module each
 * test file carried its own copy of `run`, `included`, `statuses` and `codes`; the semantics here are
 * those copies' semantics, so switching a file to them changes no assertion.
 */
import { buildMemfs } from "../lib/fs/memfs";
import type { FsPort } from "../lib/fs/port";
import { resolve } from "../lib/resolve";
import type { Scenario } from "../lib/scenario/types";
import type { Resolution } from "../lib/types";

type Files = Scenario["files"];

/** What a profile test sets once for every run: the cwd, and files or settings present in every case. */
export type RunDefaults = Omit<Partial<Scenario>, "version" | "agent"> & { cwd: string };

/**
 * `run(files, more)` for one agent. Default files are merged under the case's files (a case's path wins);
 * `more` overrides everything else, so `more.files` replaces the merged set, as the local copies did.
 */
export function runner(agent: string, defaults: RunDefaults): (files: Files, more?: Partial<Scenario>) => Resolution {
  const { files: baseFiles, ...rest } = defaults;
  return (files, more = {}) => resolve({ version: 1, agent, ...rest, files: { ...baseFiles, ...files }, ...more });
}

/** Paths with status "included", in source order. */
export const included = (r: Resolution): string[] => r.sources.filter((s) => s.status === "included").map((s) => s.path);

/** Paths that reach the prompt: included whole or truncated. */
export const inPrompt = (r: Resolution): string[] =>
  r.sources.filter((s) => s.status === "included" || s.status === "truncated").map((s) => s.path);

/** Every status recorded for one path (a path can appear more than once, e.g. loaded and then deduplicated). */
export const statuses = (r: Resolution, path: string) => r.sources.filter((s) => s.path === path).map((s) => s.status);

/** The first status recorded for one path, or undefined when the path was never considered. */
export const firstStatus = (r: Resolution, path: string) => r.sources.find((s) => s.path === path)?.status;

/** Diagnostic codes, in the order they were raised. */
export const codes = (r: Resolution) => r.diagnostics.map((d) => d.code);

/** Blocks added by a trigger (a file read or edited later in the session), not at session start. */
export const triggered = (r: Resolution) => r.blocks.filter((b) => b.trigger !== undefined);

/**
 * The scenario's files in memory, seen as a disk that lists the folder `dir` in the order `names`
 * (FsPort.listingOrder; the other folders in name order): for agents that read a folder as the disk lists it.
 */
export function diskListing(files: Files, dir: string, names: string[]): FsPort {
  const mem = buildMemfs(files).fs;
  return {
    lstat: (p) => mem.lstat(p),
    stat: (p) => mem.stat(p),
    readFile: (p, limit) => mem.readFile(p, limit),
    readlink: (p) => mem.readlink(p),
    realpath: (p) => mem.realpath(p),
    exists: (p) => mem.exists(p),
    readdir: (p) => mem.readdir(p),
    listingOrder: (p) => (p === dir ? { ok: true, value: names } : mem.readdir(p)),
  };
}
