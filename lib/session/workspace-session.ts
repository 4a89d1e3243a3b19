/**
 * One resolver session over a workspace: the tree (through the fs port), the open documents' text
 * over it, and the last check kept until something changes. A host (the language server, the MCP
 * server, the CLI) asks it questions as typed requests; every answer comes from the same resolver
 * core `rulescope check` and `resolve` run, so an editor and CI never disagree.
 */
import { checkRuns } from "../check/engine";
import { scenarioFor, type Run } from "../check/runs";
import type { CheckAgent, CheckOptions, CheckReport, Finding } from "../check/types";
import { findingsAt } from "../check/causes";
import { compareAgents, type Comparison } from "../compare/diff";
import { SharedWork } from "../core/shared-work";
import { normalize } from "../core/paths";
import type { FsPort } from "../fs/port";
import { resolve } from "../resolve";
import { AGENT_IDS } from "../agents/registry";
import type { Resolution } from "../types";
import { OverlayFs } from "./overlay-fs";
import { fileStatus, type AgentFileStatus } from "./file-status";
import { documentLinks, type DocumentLink } from "./document-links";
import { workspaceFolder } from "./workspace-folder";

/** What a session is asked: one union, so every host dispatches the same way. */
export type SessionRequest =
  | { type: "check" }
  | { type: "findings"; path: string }
  | { type: "status"; path: string }
  | { type: "resolve"; agent: CheckAgent; cwd: string }
  | { type: "compare"; agents: CheckAgent[]; cwd: string }
  /** Each path's real path (itself when it cannot be resolved): a finding on a link belongs to its file. */
  | { type: "real"; paths: string[] }
  /** The file references in a document's text that lead to files of the tree. */
  | { type: "links"; path: string; text: string };

export type SessionAnswer<R extends SessionRequest> = R extends { type: "check" }
  ? CheckReport
  : R extends { type: "findings" }
    ? Finding[]
    : R extends { type: "status" }
      ? AgentFileStatus[]
      : R extends { type: "resolve" }
        ? Resolution
        : R extends { type: "compare" }
          ? Comparison
          : R extends { type: "real" }
            ? string[]
            : DocumentLink[];

/** The check's settings, without the port: the session owns the tree. */
export type SessionOptions = Omit<CheckOptions, "fs">;

export class WorkspaceSession {
  private readonly tree: OverlayFs;
  /** The tree's answers, kept across checks: an edit forgets only the edited file's size and bytes. */
  private work: SharedWork;
  private last: { report: CheckReport; runs: Run[] } | null = null;
  /** Counts every change; a host compares it to know whether its answers are stale. */
  private changes = 0;

  /** `openDisk`: a fresh port over the workspace as it is now (called again when files change on disk). */
  constructor(
    readonly options: SessionOptions,
    private readonly openDisk: () => FsPort,
  ) {
    this.tree = new OverlayFs(openDisk());
    this.work = SharedWork.over(this.tree);
  }

  get root(): string {
    return this.options.root;
  }

  get version(): number {
    return this.changes;
  }

  /** The port every answer reads: the disk with the open documents over it, behind the session's cache. */
  get fs(): FsPort {
    return this.work.fs;
  }

  /** A document opened or edited (its full text) or closed (null). False: no file of the tree is there. */
  document(path: string, text: string | null): boolean {
    const file = normalize(path);
    const placed = this.tree.set(file, text);
    this.work.contentChanged([file]);
    this.changed();
    return placed;
  }

  /** Files' text changed on disk (not created or deleted): only they are read again. */
  filesChanged(paths: readonly string[]): void {
    this.work.contentChanged(paths.map(normalize));
    this.changed();
  }

  /** Files were created, deleted or changed on disk: the next answer reads the tree again. */
  diskChanged(): void {
    this.tree.rebase(this.openDisk());
    this.work = SharedWork.over(this.tree);
    this.changed();
  }

  private changed(): void {
    this.changes++;
    this.last = null;
  }

  private checked(): { report: CheckReport; runs: Run[] } {
    return (this.last ??= checkRuns({ ...this.options, fs: this.tree, shared: this.work }));
  }

  ask<R extends SessionRequest>(request: R): SessionAnswer<R> {
    return this.answer(request) as SessionAnswer<R>;
  }

  private answer(request: SessionRequest): SessionAnswer<SessionRequest> {
    switch (request.type) {
      case "check":
        return this.checked().report;
      case "findings":
        return findingsAt(this.checked().report.findings, normalize(request.path));
      case "status": {
        const { report, runs } = this.checked();
        return fileStatus(normalize(request.path), this.root, report, runs, this.work.fs);
      }
      case "resolve":
        return this.resolveAt(request.agent, request.cwd);
      case "real":
        return request.paths.map((p) => {
          const r = this.work.fs.realpath(normalize(p));
          return r.ok ? r.value : p;
        });
      case "links":
        return documentLinks(request.text, normalize(request.path), this.root, this.work.fs);
      case "compare": {
        const cwd = this.inside(request.cwd);
        // The base's agent is replaced per compared agent; with none asked, any id will do.
        const base = scenarioFor(this.options, request.agents[0] ?? { id: AGENT_IDS[0] }, cwd, []);
        const variants = new Map(request.agents.map((a) => [a.id, a.variant]));
        return compareAgents(
          base,
          request.agents.map((a) => a.id),
          (s) => this.resolveAt({ id: s.agent, ...(variants.get(s.agent) ? { variant: variants.get(s.agent) } : {}) }, cwd),
        );
      }
    }
  }

  private resolveAt(agent: CheckAgent, cwd: string): Resolution {
    return resolve(scenarioFor(this.options, agent, this.inside(cwd), []), undefined, { shared: this.work });
  }

  /** A folder of the workspace: a path outside it is taken as the root (a session reads only its tree). */
  private inside(cwd: string): string {
    return workspaceFolder(this.root, cwd) ?? this.root;
  }
}
