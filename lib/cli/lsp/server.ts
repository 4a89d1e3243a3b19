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
  ErrorCodes,
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
import { WorkspaceSession } from "../../session/workspace-session";
import { checkSetup, type CheckSetupInput } from "../check-command";
import { repoRelative } from "../check-format";
import { nodeFs } from "../node-fs";
import { packageHomepage } from "../package-info";
import { UsageError } from "../usage";
import { COMMANDS } from "./commands";
import { registerFileFeatures } from "./features";
import { diagnosticOf, uriOf, type DocsUrl } from "./views";

/** Edits that arrive together (a burst of keystrokes, a paste) are checked once: the check waits this long. */
const DEBOUNCE_MS = 10;

/** What a client may set in initializationOptions: the flags of `rulescope check`. */
export interface LspOptions {
  agents?: string;
  home?: string;
  env?: string[];
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

/** The workspace the server serves: its session, the open documents, and the diagnostics published. */
class LspWorkspace {
  session: WorkspaceSession | null = null;
  /** The workspace folder as the client names it (it may reach the session's root through a link). */
  clientRoot: string | null = null;
  options: LspOptions;
  private published = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
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

  /** (Re)opens the session: at start, and when the configuration changes. */
  open(): void {
    if (this.clientRoot === null) return;
    const input: CheckSetupInput = { dir: this.clientRoot, env: this.options.env ?? [] };
    if (this.options.agents) input.agents = this.options.agents;
    if (this.options.home) input.home = this.options.home;
    try {
      const setup = checkSetup(input);
      const { fs: _disk, ...settings } = setup.options;
      this.session = new WorkspaceSession(settings, () => nodeFs(setup.access));
      for (const d of this.documents.all()) {
        const path = this.toTree(d.uri);
        if (path) this.session.document(path, d.getText());
      }
    } catch (e) {
      this.session = null;
      void this.connection.window.showErrorMessage(`Rulescope: ${e instanceof UsageError ? e.message : String(e)}`);
    }
  }

  schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.guarded(() => this.publish()), DEBOUNCE_MS);
  }

  private publish(): void {
    this.timer = null;
    const session = this.session;
    if (!session) return;
    // Sentences name paths as the repository does; the findings' own paths stay absolute (URIs).
    const report = repoRelative(session.ask({ type: "check" }), session.root);
    // A finding on a link (CLAUDE.md -> AGENTS.md) is shown on the file the editor opens: the real one.
    const byFile = new Map<string, Diagnostic[]>();
    for (const path of new Set(report.findings.flatMap((f) => placesOf(f).map((p) => p.path)))) {
      const real = session.fs.realpath(path);
      const file = real.ok && isWithin(real.value, session.root) ? real.value : path;
      const list = byFile.get(file) ?? [];
      for (const f of findingsAt(report.findings, path)) {
        const d = diagnosticOf(f, session.root, this.docs);
        if (!list.some((x) => x.code === d.code && x.range.start.line === d.range.start.line)) list.push(d);
      }
      byFile.set(file, list);
    }
    for (const [path, diagnostics] of byFile) void this.connection.sendDiagnostics({ uri: uriOf(path), diagnostics });
    for (const path of this.published) if (!byFile.has(path)) void this.connection.sendDiagnostics({ uri: uriOf(path), diagnostics: [] });
    this.published = new Set(byFile.keys());
  }

  /** A request's work; a failure is answered as an error and logged, and the server goes on. */
  guarded<T>(work: () => T): T | ResponseError<void> {
    try {
      return work();
    } catch (e) {
      if (e instanceof ResponseError) return e as ResponseError<void>;
      this.connection.console.error(`Rulescope failed on a request: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      return new ResponseError<void>(ErrorCodes.InternalError, `Rulescope failed: ${e instanceof Error ? e.message : String(e)}`);
    }
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
    if (names.some((n) => (CONFIG_FILE_NAMES as readonly string[]).includes(n) || n === "package.json")) ws.open();
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
    ws.open();
    void connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: "**/*" }] }).catch(() => {});
    ws.schedule();
  });
  registerSync(connection, ws);
  registerFileFeatures(connection, ws);
  ws.documents.listen(connection);
  return new Promise<number>((done) => {
    connection.onExit(() => done(0));
    connection.listen();
  });
}
