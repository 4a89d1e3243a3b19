/**
 * `rulescope lsp`: a language server over one resolver session of the workspace. Diagnostics are the
 * check's findings (one per cause, as `rulescope check` reports them), code actions their fixes,
 * hover and code lenses say which agents load the file from its folder and where a budget cuts it.
 * Open documents' unsaved text is what the agents are shown to read; file events on disk make the
 * session read the tree again.
 */
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
import { registerFileFeatures } from "./features";
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
}

const CAPABILITIES: InitializeResult["capabilities"] = {
  textDocumentSync: TextDocumentSyncKind.Incremental,
  hoverProvider: true,
  codeActionProvider: { codeActionKinds: ["quickfix"] },
  codeLensProvider: { resolveProvider: false },
  documentLinkProvider: { resolveProvider: false },
  completionProvider: { triggerCharacters: [":", " "] },
  executeCommandProvider: { commands: [...COMMANDS] },
};

/** What a request may take before it is answered with an error and the session is started again. */
const DEFAULT_TIME_LIMIT_MS = 30_000;

/** The workspace the server serves: its session, the open documents, and the diagnostics published. */
class LspWorkspace {
  session: SessionHost | null = null;
  /** The workspace folder as the client names it (it may reach the session's root through a link). */
  clientRoot: string | null = null;
  options: LspOptions;
  private published = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  /** A check is running; `again`: something changed meanwhile, so one more follows it. */
  private running = false;
  private again = false;
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

  /** A document's path in the session's tree, or null for one outside it (or not a file). */
  toTree(uri: string): string | null {
    if (!uri.startsWith("file:") || !this.session || this.clientRoot === null) return null;
    const path = fileURLToPath(uri);
    const { root } = this.session;
    const mapped = this.clientRoot !== root && isWithin(path, this.clientRoot) ? join(root, relative(this.clientRoot, path)) : path;
    return isWithin(mapped, root) ? mapped : null;
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
    if (this.clientRoot === null) return;
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
    if (!session) return;
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
    for (const [path, diagnostics] of byFile) void this.connection.sendDiagnostics({ uri: uriOf(path), diagnostics });
    for (const path of this.published) if (!byFile.has(path)) void this.connection.sendDiagnostics({ uri: uriOf(path), diagnostics: [] });
    this.published = new Set(byFile.keys());
  }

  /** A request's work; a failure (or a time limit passed) is answered as an error and logged, and the server goes on. */
  async guarded<T>(work: () => Promise<T> | T): Promise<T | ResponseError<void>> {
    try {
      return await work();
    } catch (e) {
      if (e instanceof ResponseError) return e as ResponseError<void>;
      const message = e instanceof Error ? e.message : String(e);
      this.connection.console.error(`Rulescope failed on a request: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      if (e instanceof TimeLimitError) return new ResponseError<void>(LSPErrorCodes.RequestFailed, message);
      if (e instanceof RefusedError) return new ResponseError<void>(ErrorCodes.InvalidParams, message);
      return new ResponseError<void>(ErrorCodes.InternalError, `Rulescope failed: ${message}`);
    }
  }

  dispose(): void {
    void this.session?.dispose();
  }
}

/** Open, edit and close of documents, and file events on disk, as changes to the session. */
function registerSync(connection: Connection, ws: LspWorkspace): void {
  ws.documents.onDidChangeContent((e) => {
    const path = ws.toTree(e.document.uri);
    if (!ws.session || !path) return;
    ws.session.document(path, e.document.getText());
    ws.schedule();
  });
  ws.documents.onDidClose((e) => {
    const path = ws.toTree(e.document.uri);
    if (!ws.session || !path) return;
    ws.session.document(path, null);
    ws.schedule();
  });
  connection.onDidChangeWatchedFiles((e) => {
    const names = e.changes.map((c) => basename(fileURLToPath(c.uri)));
    if (names.some((n) => (CONFIG_FILE_NAMES as readonly string[]).includes(n) || n === "package.json"))
      return void ws.open().then(() => ws.schedule());
    // Text changed in files that were there: only they are read again. A file created or deleted
    // changes listings: the tree is read again.
    else if (e.changes.every((c) => c.type === FileChangeType.Changed))
      ws.session?.diskChanged(e.changes.map((c) => ws.toTree(c.uri)).filter((p): p is string => p !== null));
    else ws.session?.diskChanged();
    ws.schedule();
  });
}

export function startLanguageServer(input: NodeJS.ReadableStream, output: NodeJS.WritableStream, flags: LspOptions): Promise<number> {
  const connection = createConnection(input, output);
  const ws = new LspWorkspace(connection, new TextDocuments(TextDocument), flags);
  connection.onInitialize((params) => {
    const folder = params.workspaceFolders?.[0]?.uri ?? params.rootUri;
    ws.clientRoot = folder?.startsWith("file:") ? fileURLToPath(folder) : (params.rootPath ?? null);
    ws.options = { ...flags, ...(params.initializationOptions as LspOptions | undefined) };
    return { capabilities: CAPABILITIES, serverInfo: { name: "rulescope" } };
  });
  connection.onInitialized(() => {
    void connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: "**/*" }] }).catch(() => {});
    void ws.open().then(() => ws.schedule());
  });
  registerSync(connection, ws);
  registerFileFeatures(connection, ws);
  ws.documents.listen(connection);
  return new Promise<number>((done) => {
    connection.onShutdown(() => ws.dispose());
    connection.onExit(() => done(0));
    connection.listen();
  });
}
