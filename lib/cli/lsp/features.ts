/** The requests about one open file: hover, quick fixes, code lenses, links, completion; and the commands. */
import type { Connection, ResponseError, TextDocuments } from "vscode-languageserver/node";
import type { TextDocument } from "vscode-languageserver-textdocument";
import { relative } from "../../core/paths";
import type { SessionHost } from "./session-host";
import { executeCommand } from "./commands";
import { completionsAt, frontmatterHover } from "./frontmatter";
import { codeActionsOf, codeLensesOf, statusMarkdown, uriOf, type DocsUrl } from "./views";

/** A request of Rulescope's own: `{ uri }` -> each checked agent's AgentFileStatus of that open file. */
const STATUS_REQUEST = "rulescope/status";

/** An open document's place: the session of the folder holding it, and its path in that session's tree. */
export interface FileTarget {
  session: SessionHost;
  path: string;
  /** The URI the client names a path of that tree by. */
  clientUri(path: string): string;
}

/** What the features need of the server's workspace folders (server.ts's LspFolders). */
export interface FileHost {
  /** Where a document is (null: no folder holds it, or it cannot be checked). */
  target(uri: string): Promise<FileTarget | null>;
  /** The session a command runs in: the folder holding its `folder` argument, else the first folder. */
  commandSession(folder: unknown): Promise<SessionHost | null>;
  readonly documents: TextDocuments<TextDocument>;
  readonly docs: DocsUrl;
  guarded<T>(work: () => Promise<T> | T): Promise<T | ResponseError<void>>;
}

export function registerFileFeatures(connection: Connection, ws: FileHost): void {
  /** A request about an open document of the workspace; `none` for any other. */
  const onFile = <T>(
    uri: string,
    work: (path: string, session: SessionHost, text: string, at: FileTarget & { doc: TextDocument }) => Promise<T> | T,
    none: T,
  ) =>
    ws.guarded(async () => {
      const at = await ws.target(uri);
      const doc = ws.documents.get(uri);
      return at && doc ? work(at.path, at.session, doc.getText(), { ...at, doc }) : none;
    });

  // On a frontmatter key: its help. On the first line, or the line where a budget cuts: each agent's status.
  connection.onHover(({ textDocument, position }) =>
    onFile(
      textDocument.uri,
      async (path, session, text) => {
        const key = frontmatterHover(text, relative(session.root, path), position);
        if (key) return { contents: { kind: "markdown" as const, value: key } };
        const statuses = await session.ask({ type: "status", path });
        const onCut = statuses.some((s) => s.cutAtLine !== undefined && s.cutAtLine - 1 === position.line);
        if ((position.line !== 0 && !onCut) || statuses.every((s) => s.status === "not read")) return null;
        return { contents: { kind: "markdown" as const, value: statusMarkdown(statuses, session.root) } };
      },
      null,
    ),
  );

  connection.onCodeAction(({ textDocument, range }) =>
    onFile(
      textDocument.uri,
      async (path, session, _text, { doc, clientUri }) => {
        const here = (await session.ask({ type: "findings", path })).filter(
          (f) => f.line === undefined || (f.line - 1 <= range.end.line && (f.endLine ?? f.line) - 1 >= range.start.line),
        );
        // The files each fix writes: one that is a link (or lies behind one) gets no fix.
        const touched = [...new Set(here.flatMap((f) => (f.fix ? (f.fix.kind === "rename" ? [f.fix.from, f.fix.to] : [f.fix.path]) : [])))];
        const reals = await session.ask({ type: "real", paths: touched });
        const linked = new Set(touched.filter((p, i) => reals[i] !== p));
        const target = { path, uri: doc.uri, lineCount: doc.lineCount, uriOf: clientUri };
        return codeActionsOf(here, target, session.root, ws.docs, (p) => linked.has(p));
      },
      [],
    ),
  );

  // Lenses only on files some agent looks at: a README.md is no agent's business.
  connection.onCodeLens(({ textDocument }) =>
    onFile(
      textDocument.uri,
      async (path, session) => {
        const statuses = await session.ask({ type: "status", path });
        return statuses.some((s) => s.status !== "not read") ? codeLensesOf(statuses, path) : [];
      },
      [],
    ),
  );

  connection.onDocumentLinks(({ textDocument }) =>
    onFile(
      textDocument.uri,
      async (path, session, text) =>
        (await session.ask({ type: "links", path, text })).map((l) => ({
          range: { start: { line: l.line, character: l.start }, end: { line: l.line, character: l.end } },
          target: uriOf(l.target),
        })),
      [],
    ),
  );

  connection.onCompletion(({ textDocument, position }) =>
    onFile(textDocument.uri, (path, session, text) => completionsAt(text, relative(session.root, path), position), []),
  );

  // An editor's own request for its status bar: each checked agent's status of the file.
  connection.onRequest(STATUS_REQUEST, ({ uri }: { uri: string }) =>
    onFile(uri, (path, session) => session.ask({ type: "status", path }), []),
  );

  connection.onExecuteCommand(({ command, arguments: args }) =>
    ws.guarded(async () => {
      const session = await ws.commandSession((args?.[0] as { folder?: unknown } | undefined)?.folder);
      return session ? executeCommand(session, command, args ?? []) : null;
    }),
  );
}
