/**
 * `rulescope lsp`: a language server over one resolver session of the workspace. Diagnostics are the
 * check's findings (one per cause, as `rulescope check` reports them), code actions their fixes,
 * hover and code lenses say which agents load the file from its folder and where a budget cuts it.
 * Open documents' unsaved text is what the agents are shown to read; file events on disk make the
 * session read the tree again.
 */
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  createConnection,
  DidChangeWatchedFilesNotification,
  FileChangeType,
  ErrorCodes,
  LSPErrorCodes,
  ResponseError,
  TextDocuments,
  TextDocumentSyncKind,
  type Connection,
  type Diagnostic,
  type InitializeResult,
} from "vscode-languageserver/node";
import { TextDocument } from "vscode-languageserver-textdocument";
import { CONFIG_FILE_NAMES } from "../../check/codes";
import { findingsAt, placesOf } from "../../check/causes";
import { basename, isWithin, join, relative } from "../../core/paths";
import type { CheckSetupInput } from "../check-setup";
import { repoRelative } from "../check-format";
import { packageHomepage } from "../package-info";
import { COMMANDS } from "./commands";
import { registerFileFeatures, type FileHost } from "./features";
import { RefusedError, SessionHost, TimeLimitError } from "./session-host";
import { diagnosticOf, uriOf, type DocsUrl } from "./views";

/** Edits that arrive together (a burst of keystrokes, a paste) are checked once: the check waits this long. */
const DEBOUNCE_MS = 10;

/** What a client may set in initializationOptions: the flags of `rulescope check`. */
export interface LspOptions {
  agents?: string;
  home?: string;
  env?: string[];
  /** What one request may take, in milliseconds (default 30,000). */
  timeLimitMs?: number;
  /** The client's process (`--clientProcessId`): when it is gone, the server exits too. */
  clientProcessId?: number;
}

/** How often the server looks whether its client's process still runs. */
const CLIENT_WATCH_MS = 3_000;

/** Whether a process runs: signal 0 tests without sending (EPERM: it runs, as another user). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

const CAPABILITIES: InitializeResult["capabilities"] = {
  textDocumentSync: TextDocumentSyncKind.Incremental,
  hoverProvider: true,
  codeActionProvider: { codeActionKinds: ["quickfix"] },
  codeLensProvider: { resolveProvider: false },
  documentLinkProvider: { resolveProvider: false },
  completionProvider: { triggerCharacters: [":", " "] },
  executeCommandProvider: { commands: [...COMMANDS] },
  workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
};

/** A request's work; a failure (or a time limit passed) is answered as an error and logged, and the server goes on. */
async function guardedRequest<T>(connection: Connection, work: () => Promise<T> | T): Promise<T | ResponseError<void>> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof ResponseError) return e as ResponseError<void>;
    const message = e instanceof Error ? e.message : String(e);
    connection.console.error(`Rulescope failed on a request: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    if (e instanceof TimeLimitError) return new ResponseError<void>(LSPErrorCodes.RequestFailed, message);
    if (e instanceof RefusedError) return new ResponseError<void>(ErrorCodes.InvalidParams, message);
    return new ResponseError<void>(ErrorCodes.InternalError, `Rulescope failed: ${message}`);
  }
}

/** What a request may take before it is answered with an error and the session is started again. */
const DEFAULT_TIME_LIMIT_MS = 30_000;

/** A folder's real path; the path itself if it is gone (its session then finds nothing in it). */
function realOr(folder: string): string {
  try {
    return realpathSync.native(folder);
  } catch {
    return folder;
  }
}

/** One workspace folder the server serves: its session, and the diagnostics published for its files. */
class LspWorkspace {
  session: SessionHost | null = null;
  options: LspOptions;
  private published = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  /** A check is running; `again`: something changed meanwhile, so one more follows it. */
  private running = false;
  private again = false;
  private disposed = false;

  /**
   * `clientRoot`: the folder as the client names it (it may reach the session's root through a link);
   * `owns`: whether a file of this folder is this folder's to publish (not a nested folder's).
   */
  constructor(
    private readonly connection: Connection,
    readonly documents: TextDocuments<TextDocument>,
    readonly clientRoot: string,
    flags: LspOptions,
    readonly docs: DocsUrl,
    private readonly owns: (path: string) => boolean,
  ) {
    this.options = flags;
    this.realRoot = clientRoot;
  }

  /**
   * The folder's real path, as its session names files. The session's root is the repository's, which
   * may lie above the folder; the client's name for the folder may reach it through a link.
   */
  private realRoot: string;

  /** A document's path in the session's tree, or null for one outside it (or not a file). */
  toTree(uri: string): string | null {
    if (!uri.startsWith("file:") || !this.session) return null;
    const path = fileURLToPath(uri);
    const mapped = isWithin(path, this.clientRoot) ? join(this.realRoot, relative(this.clientRoot, path)) : path;
    return isWithin(mapped, this.session.root) ? mapped : null;
  }

  /** A path of the session's tree as the client names it. */
  toClient(path: string): string {
    return isWithin(path, this.realRoot) ? join(this.clientRoot, relative(this.realRoot, path)) : path;
  }

  /** The session being opened: requests wait for it, so none is answered "no session" while it starts. */
  private opening: Promise<void> = Promise.resolve();

  /** The session, once open (null: the workspace cannot be checked). */
  async current(): Promise<SessionHost | null> {
    await this.opening;
    return this.session;
  }

  /** (Re)opens the session: at start, and when the configuration changes. Resolves when it is set up. */
  open(): Promise<void> {
    return (this.opening = this.openNow());
  }

  private async openNow(): Promise<void> {
    const input: CheckSetupInput = { dir: this.clientRoot, env: this.options.env ?? [] };
    if (this.options.agents) input.agents = this.options.agents;
    if (this.options.home) input.home = this.options.home;
    void this.session?.dispose();
    const host = new SessionHost(input, this.options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS);
    this.session = null;
    try {
      await host.ready;
    } catch (e) {
      void host.dispose();
      void this.connection.window.showErrorMessage(`Rulescope: ${e instanceof Error ? e.message : String(e)}`);
      return;
    }
    // The folder left the workspace while its session started.
    if (this.disposed) return void host.dispose();
    this.realRoot = realOr(this.clientRoot);
    this.session = host;
    for (const d of this.documents.all()) {
      const path = this.toTree(d.uri);
      if (path) host.document(path, d.getText());
    }
  }

  schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.publish(), DEBOUNCE_MS);
  }

  private async publish(): Promise<void> {
    this.timer = null;
    if (this.running) return void (this.again = true);
    this.running = true;
    try {
      await this.guarded(() => this.publishOnce());
    } finally {
      this.running = false;
      if (this.again) {
        this.again = false;
        this.schedule();
      }
    }
  }

  private async publishOnce(): Promise<void> {
    const session = await this.current();
    if (!session || this.disposed) return;
    // Sentences name paths as the repository does; the findings' own paths stay absolute (URIs).
    const report = repoRelative(await session.ask({ type: "check" }), session.root);
    const paths = [...new Set(report.findings.flatMap((f) => placesOf(f).map((p) => p.path)))];
    const reals = await session.ask({ type: "real", paths });
    // A finding on a link (CLAUDE.md -> AGENTS.md) is shown on the file the editor opens: the real one.
    const byFile = new Map<string, Diagnostic[]>();
    paths.forEach((path, i) => {
      const file = isWithin(reals[i], session.root) ? reals[i] : path;
      const list = byFile.get(file) ?? [];
      for (const f of findingsAt(report.findings, path)) {
        const d = diagnosticOf(f, session.root, this.docs);
        if (!list.some((x) => x.code === d.code && x.range.start.line === d.range.start.line)) list.push(d);
      }
      byFile.set(file, list);
    });
    // A file inside a nested workspace folder is that folder's to publish.
    for (const path of [...byFile.keys()]) if (!this.owns(path)) byFile.delete(path);
    for (const [path, diagnostics] of byFile) void this.connection.sendDiagnostics({ uri: uriOf(path), diagnostics });
    for (const path of this.published) if (!byFile.has(path)) void this.connection.sendDiagnostics({ uri: uriOf(path), diagnostics: [] });
    this.published = new Set(byFile.keys());
  }

  guarded<T>(work: () => Promise<T> | T): Promise<T | ResponseError<void>> {
    return guardedRequest(this.connection, work);
  }

  dispose(): void {
    this.disposed = true;
    if (this.timer) clearTimeout(this.timer);
    void this.session?.dispose();
    // What this folder published goes with it (a folder removed from the workspace).
    for (const path of this.published) void this.connection.sendDiagnostics({ uri: uriOf(path), diagnostics: [] });
    this.published.clear();
  }
}

/**
 * Every workspace folder the client opened, each with a session of its own (a repository is checked
 * from its own root, as `rulescope check` there would). A document belongs to the deepest folder that
 * holds it; a command names its folder, else the first one answers.
 */
class LspFolders implements FileHost {
  folders: LspWorkspace[] = [];
  options: LspOptions;
  readonly docs: DocsUrl;

  constructor(
    private readonly connection: Connection,
    readonly documents: TextDocuments<TextDocument>,
    flags: LspOptions,
  ) {
    this.options = flags;
    const homepage = packageHomepage();
    this.docs = (code) => (homepage ? `${homepage.replace(/\/+$/, "")}/checks/${encodeURIComponent(code)}` : undefined);
  }

  /** The folder a path belongs to: the deepest that holds it. */
  private folderOfPath(path: string): LspWorkspace | null {
    let best: LspWorkspace | null = null;
    for (const f of this.folders) if (isWithin(path, f.clientRoot) && (!best || f.clientRoot.length > best.clientRoot.length)) best = f;
    return best;
  }

  folderOf(uri: string): LspWorkspace | null {
    return uri.startsWith("file:") ? this.folderOfPath(fileURLToPath(uri)) : null;
  }

  /** Every folder whose tree holds the document (a nested folder's file is in its parent's tree too), with its path there. */
  holding(uri: string): { ws: LspWorkspace; path: string }[] {
    return this.folders.flatMap((ws) => {
      const path = ws.toTree(uri);
      return path ? [{ ws, path }] : [];
    });
  }

  /** Adds and removes folders (client paths); a new one opens its session and checks. */
  change(added: string[], removed: string[]): void {
    for (const root of removed) {
      const gone = this.folders.filter((f) => f.clientRoot === root);
      this.folders = this.folders.filter((f) => f.clientRoot !== root);
      for (const f of gone) f.dispose();
    }
    for (const root of added) {
      if (this.folders.some((f) => f.clientRoot === root)) continue;
      // A file above every folder (the repository's root AGENTS.md) is published by the folder whose check found it.
      const folder: LspWorkspace = new LspWorkspace(this.connection, this.documents, root, this.options, this.docs, (path) => {
        const holder = this.folderOfPath(folder.toClient(path));
        return holder === folder || holder === null;
      });
      this.folders.push(folder);
      void folder.open().then(() => folder.schedule());
    }
  }

  async target(uri: string): Promise<{ session: SessionHost; path: string } | null> {
    const folder = this.folderOf(uri);
    const session = folder ? await folder.current() : null;
    const path = folder?.toTree(uri) ?? null;
    return session && path ? { session, path } : null;
  }

  /** The session a command runs in: the folder holding its absolute `folder` argument, else the first folder. */
  async commandSession(folder: unknown): Promise<SessionHost | null> {
    const named = typeof folder === "string" && folder.startsWith("/") ? this.folderOfPath(folder) : null;
    return (await (named ?? this.folders[0])?.current()) ?? null;
  }

  guarded<T>(work: () => Promise<T> | T): Promise<T | ResponseError<void>> {
    return guardedRequest(this.connection, work);
  }

  dispose(): void {
    for (const f of this.folders) f.dispose();
    this.folders = [];
  }
}

/** Open, edit and close of documents, and file events on disk, as changes to their folder's session. */
function registerSync(connection: Connection, all: LspFolders): void {
  all.documents.onDidChangeContent((e) => {
    for (const { ws, path } of all.holding(e.document.uri)) {
      ws.session?.document(path, e.document.getText());
      ws.schedule();
    }
  });
  all.documents.onDidClose((e) => {
    for (const { ws, path } of all.holding(e.document.uri)) {
      ws.session?.document(path, null);
      ws.schedule();
    }
  });
  connection.onDidChangeWatchedFiles((e) => {
    const byFolder = new Map<LspWorkspace, typeof e.changes>();
    for (const c of e.changes) for (const { ws } of all.holding(c.uri)) byFolder.set(ws, [...(byFolder.get(ws) ?? []), c]);
    for (const [ws, changes] of byFolder) {
      const names = changes.map((c) => basename(fileURLToPath(c.uri)));
      if (names.some((n) => (CONFIG_FILE_NAMES as readonly string[]).includes(n) || n === "package.json")) {
        void ws.open().then(() => ws.schedule());
        continue;
      }
      // Text changed in files that were there: only they are read again. A file created or deleted
      // changes listings: the tree is read again.
      if (changes.every((c) => c.type === FileChangeType.Changed))
        ws.session?.diskChanged(changes.map((c) => ws.toTree(c.uri)).filter((p): p is string => p !== null));
      else ws.session?.diskChanged();
      ws.schedule();
    }
  });
}

const folderPath = (uri: string): string | null => (uri.startsWith("file:") ? fileURLToPath(uri) : null);
const isPath = (p: string | null): p is string => p !== null;

export function startLanguageServer(input: NodeJS.ReadableStream, output: NodeJS.WritableStream, flags: LspOptions): Promise<number> {
  const connection = createConnection(input, output);
  const all = new LspFolders(connection, new TextDocuments(TextDocument), flags);
  let roots: string[] = [];
  let foldersChange = false;
  connection.onInitialize((params) => {
    foldersChange = params.capabilities.workspace?.workspaceFolders === true;
    const folders = params.workspaceFolders?.map((f) => folderPath(f.uri)).filter(isPath) ?? [];
    const single = params.rootUri ? folderPath(params.rootUri) : (params.rootPath ?? null);
    roots = folders.length > 0 ? folders : single ? [single] : [];
    all.options = { ...flags, ...(params.initializationOptions as LspOptions | undefined) };
    return { capabilities: CAPABILITIES, serverInfo: { name: "rulescope" } };
  });
  connection.onInitialized(() => {
    void connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: "**/*" }] }).catch(() => {});
    all.change(roots, []);
    // The library routes folder changes through its workspace-folders feature, set up at initialize
    // for a client that sends them.
    if (foldersChange)
      connection.workspace.onDidChangeWorkspaceFolders((event) =>
        all.change(event.added.map((f) => folderPath(f.uri)).filter(isPath), event.removed.map((f) => folderPath(f.uri)).filter(isPath)),
      );
  });
  registerSync(connection, all);
  registerFileFeatures(connection, all);
  all.documents.listen(connection);
  return new Promise<number>((done) => {
    // A client that dies without "exit" (killed, crashed) leaves no server behind.
    const pid = flags.clientProcessId;
    const watch = pid !== undefined ? setInterval(() => running(pid) || done(1), CLIENT_WATCH_MS).unref() : null;
    connection.onShutdown(() => all.dispose());
    connection.onExit(() => {
      if (watch) clearInterval(watch);
      done(0);
    });
    connection.listen();
  });
}
