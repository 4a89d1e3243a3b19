/**
 * `rulescope lsp`: a language server over one resolver session of the workspace. Diagnostics are the
 * check's findings (one per cause, as `rulescope check` reports them), code actions their fixes,
 * hover and code lenses say which agents load the file from its folder and where a budget cuts it.
 * Open documents' unsaved text is what the agents are shown to read; file events on disk make the
 * session read the tree again.
 */
import {
  createConnection,
  DidChangeWatchedFilesNotification,
  FileChangeType,
  ErrorCodes,
  LSPErrorCodes,
  ResponseError,
  StreamMessageReader,
  StreamMessageWriter,
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
import { shortened, visible } from "../../scenario/visible";
import { COMMANDS } from "./commands";
import { FrameGuard } from "./frames";
import { protocolGate } from "./protocol-gate";
import { registerFileFeatures, type FileHost, type FileTarget } from "./features";
import { RefusedError, SessionHost, TimeLimitError } from "./session-host";
import { diagnosticOf, pathOfUri, uriOf, type DocsUrl } from "./views";

/** Edits that arrive together (a burst of keystrokes, a paste) are checked once: the check waits this long. */
const DEBOUNCE_MS = 10;

/** What a client may set in initializationOptions: the flags of `rulescope check`. */
export interface LspOptions {
  agents?: string;
  home?: string;
  env?: string[];
  /** What one request may take, in milliseconds (default 30,000). */
  timeLimitMs?: number;
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

/** One workspace folder the server serves: its session, and the diagnostics published for its files. */
class LspWorkspace {
  session: SessionHost | null = null;
  options: LspOptions;
  /** The URIs diagnostics were last published at: each is cleared when its findings are gone. */
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
  }

  /**
   * A document's path in the session's tree, or null for one outside it (or not a local file). The
   * client names files by its folder's path, the session by the folder's real one: they differ only
   * when the folder is a link (or lies behind one), and only then is a path carried over. A package
   * folder below the repository root keeps its paths: packages/web/AGENTS.md is not the root's.
   */
  toTree(uri: string): string | null {
    const path = pathOfUri(uri);
    if (path === null || !this.session) return null;
    const { root, folder } = this.session;
    const mapped = folder !== this.clientRoot && isWithin(path, this.clientRoot) ? join(folder, relative(this.clientRoot, path)) : path;
    return isWithin(mapped, root) ? mapped : null;
  }

  /** A path of the session's tree as the client names it (toTree's inverse): what diagnostics and edits are published at. */
  toClient(path: string): string {
    const folder = this.session?.folder;
    return folder && folder !== this.clientRoot && isWithin(path, folder) ? join(this.clientRoot, relative(folder, path)) : path;
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
    const byUri = new Map<string, Diagnostic[]>();
    paths.forEach((path, i) => {
      const file = isWithin(reals[i], session.root) ? reals[i] : path;
      // A file inside a nested workspace folder is that folder's to publish.
      if (!this.owns(file)) return;
      const uri = uriOf(this.toClient(file));
      const list = byUri.get(uri) ?? [];
      for (const f of findingsAt(report.findings, path)) {
        const d = diagnosticOf(f, session.root, this.docs);
        if (!list.some((x) => x.code === d.code && x.range.start.line === d.range.start.line)) list.push(d);
      }
      byUri.set(uri, list);
    });
    for (const [uri, diagnostics] of byUri) void this.connection.sendDiagnostics({ uri, diagnostics });
    // A document whose findings all went away is cleared, not left showing the last ones.
    for (const uri of this.published) if (!byUri.has(uri)) void this.connection.sendDiagnostics({ uri, diagnostics: [] });
    this.published = new Set(byUri.keys());
  }

  guarded<T>(work: () => Promise<T> | T): Promise<T | ResponseError<void>> {
    return guardedRequest(this.connection, work);
  }

  dispose(): void {
    this.disposed = true;
    if (this.timer) clearTimeout(this.timer);
    void this.session?.dispose();
    // What this folder published goes with it (a folder removed from the workspace).
    for (const uri of this.published) void this.connection.sendDiagnostics({ uri, diagnostics: [] });
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

  /**
   * Whether `folder` publishes a file (named as the client names it): the deepest folder holding it
   * does; a file no folder holds (a repository's root files above the package folder opened) is the
   * first folder's whose tree holds it, so no two folders publish one file.
   */
  private publishes(folder: LspWorkspace, path: string): boolean {
    const holder = this.folderOfPath(path) ?? this.folders.find((f) => f.session && isWithin(path, f.session.root));
    return holder === folder;
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
      const folder: LspWorkspace = new LspWorkspace(this.connection, this.documents, root, this.options, this.docs, (path) =>
        this.publishes(folder, folder.toClient(path)),
      );
      this.folders.push(folder);
      void folder.open().then(() => folder.schedule());
    }
  }

  async target(uri: string): Promise<FileTarget | null> {
    const client = pathOfUri(uri);
    if (client === null) return null;
    // The deepest folder holding the document; else one whose tree holds it (a root file above a package folder).
    const folder = this.folderOfPath(client) ?? this.folders.find((f) => f.toTree(uri) !== null);
    const session = folder ? await folder.current() : null;
    const path = folder?.toTree(uri) ?? null;
    return folder && session && path ? { session, path, clientUri: (p) => uriOf(folder.toClient(p)) } : null;
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
      const names = changes.map((c) => basename(pathOfUri(c.uri) ?? ""));
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

const isPath = (p: string | null): p is string => p !== null;

/** A sentence for people, on stderr: stdout carries only the protocol. */
const toStderr = (sentence: string): void => void process.stderr.write(`${sentence}\n`);

/** Why a message's bytes could not be read, in words: V8's JSON errors quote the text, which stays out. */
const unreadable = (e: Error): string => (e instanceof SyntaxError ? "its body is not JSON" : visible(shortened(e.message, 160)));

/**
 * The server on a byte stream. `warn` takes what people should know of the stream (a malformed
 * message dropped); the client gets answers and logs only.
 */
export function startLanguageServer(
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
  flags: LspOptions,
  warn: (sentence: string) => void = toStderr,
): Promise<number> {
  const frames = new FrameGuard(warn);
  // pipe() passes no error on: the reader hears of a broken input, and the server ends with it.
  input.on("error", (e: Error) => frames.destroy(e));
  input.pipe(frames);
  const reader = new StreamMessageReader(frames);
  const writer = new StreamMessageWriter(output);
  reader.onError((e) => warn(`rulescope lsp: a message was dropped because ${unreadable(e)}; reading goes on at the next message.`));
  const connection = createConnection(reader, writer, { messageStrategy: protocolGate(writer) });
  const all = new LspFolders(connection, new TextDocuments(TextDocument), flags);
  let roots: string[] = [];
  let foldersChange = false;
  /** Workspace folders the server cannot read: not files of this machine (file://server/share). */
  let elsewhere: string[] = [];
  connection.onInitialize((params) => {
    foldersChange = params.capabilities?.workspace?.workspaceFolders === true;
    const uris = Array.isArray(params.workspaceFolders) ? params.workspaceFolders.map((f) => String(f?.uri)) : [];
    const folders = uris.map(pathOfUri).filter(isPath);
    elsewhere = uris.filter((u) => pathOfUri(u) === null);
    const single = typeof params.rootUri === "string" ? pathOfUri(params.rootUri) : (params.rootPath ?? null);
    roots = uris.length > 0 ? folders : single ? [single] : [];
    all.options = { ...flags, ...(params.initializationOptions as LspOptions | undefined) };
    return { capabilities: CAPABILITIES, serverInfo: { name: "rulescope" } };
  });
  connection.onInitialized(() => {
    void connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: "**/*" }] }).catch(() => {});
    for (const uri of elsewhere)
      connection.console.warn(
        `Rulescope checks files of this machine only: the workspace folder ${visible(shortened(uri, 200))} is not checked.`,
      );
    all.change(roots, []);
    // The library routes folder changes through its workspace-folders feature, set up at initialize
    // for a client that sends them.
    if (foldersChange)
      connection.workspace.onDidChangeWorkspaceFolders((event) =>
        all.change(event.added.map((f) => pathOfUri(f.uri)).filter(isPath), event.removed.map((f) => pathOfUri(f.uri)).filter(isPath)),
      );
  });
  registerSync(connection, all);
  registerFileFeatures(connection, all);
  all.documents.listen(connection);
  return new Promise<number>((done) => {
    let shutDown = false;
    connection.onShutdown(() => {
      shutDown = true;
      all.dispose();
    });
    connection.onExit(() => done(0));
    // The client closed the stream: the server ends with it, as vscode-languageserver ends at exit
    // (1 unless it was shut down first); its own watch of the client's process would keep it alive.
    reader.onClose(() => {
      all.dispose();
      process.exit(shutDown ? 0 : 1);
    });
    connection.listen();
  });
}
