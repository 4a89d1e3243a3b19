/**
 * The Rulescope extension: starts `rulescope lsp` (the CLI bundle shipped in server/) for the
 * workspace, and adds two commands and a status bar item over it. Everything it shows comes from the
 * server; the extension only asks and displays (views.ts).
 */
import { dirname } from "node:path";
import * as vscode from "vscode";
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from "vscode-languageclient/node";
import { AGENT_IDS } from "../../../lib/agents/registry";
import {
  answerName,
  checkedAgents,
  compared,
  comparedText,
  composed,
  composedText,
  fileStatus,
  sessionFolder,
  statusBar,
  type ComposedAnswer,
} from "./views";

const SCHEME = "rulescope";
let client: LanguageClient | undefined;

/** Read-only documents for the answers, kept by URI. */
function answerDocuments(context: vscode.ExtensionContext): (name: string, text: string) => Promise<void> {
  const texts = new Map<string, string>();
  const changed = new vscode.EventEmitter<vscode.Uri>();
  context.subscriptions.push(
    vscode.workspace.registerTextDocumentContentProvider(SCHEME, {
      onDidChange: changed.event,
      provideTextDocumentContent: (uri) => texts.get(uri.toString()) ?? "",
    }),
  );
  return async (name, text) => {
    const uri = vscode.Uri.from({ scheme: SCHEME, path: `/${name}` });
    texts.set(uri.toString(), text);
    changed.fire(uri);
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri), { preview: true });
  };
}

const root = (): string | undefined => vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
/**
 * "Here": the active file's folder, else the workspace's root. A rule file in a tool's folder
 * (.cursor/rules, .github/instructions) counts from the folder that holds that tool folder: no one
 * starts an agent inside .cursor/rules.
 */
const here = (): string | undefined => {
  const doc = vscode.window.activeTextEditor?.document;
  return doc?.uri.scheme === "file" ? sessionFolder(dirname(doc.uri.fsPath), root()) : root();
};

function statusItem(context: vscode.ExtensionContext, lsp: LanguageClient): void {
  const item = vscode.window.createStatusBarItem(vscode.StatusBarAlignment.Left, 50);
  item.command = "rulescope.showHere";
  context.subscriptions.push(item);
  let timer: NodeJS.Timeout | undefined;
  const update = async () => {
    const doc = vscode.window.activeTextEditor?.document;
    const shown =
      doc && doc.uri.scheme === "file"
        ? statusBar(
            await fileStatus(lsp, doc.uri.toString()),
            vscode.workspace.getConfiguration("rulescope").get<string>("statusAgent") || undefined,
          )
        : null;
    if (!shown) return void item.hide();
    item.text = shown.text;
    item.tooltip = shown.tooltip;
    item.show();
  };
  const soon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void update().catch(() => item.hide()), 200);
  };
  context.subscriptions.push(vscode.window.onDidChangeActiveTextEditor(soon), vscode.languages.onDidChangeDiagnostics(soon));
  soon();
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const show = answerDocuments(context);
  const settings = vscode.workspace.getConfiguration("rulescope");
  const server = context.asAbsolutePath("server/rulescope.mjs");
  const run = { module: server, args: ["lsp"], transport: TransportKind.stdio };
  const serverOptions: ServerOptions = { run, debug: run };
  const showComposed = async (a: ComposedAnswer, folder: string) =>
    show(answerName(a.agent, root() ?? folder, folder), composedText(a, root() ?? folder, folder));
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: "file", language: "markdown" },
      { scheme: "file", pattern: "**/*.mdc" },
      { scheme: "file", pattern: "**/{.cursorrules,.windsurfrules,.clinerules,.goosehints,.rules}" },
    ],
    initializationOptions: { agents: settings.get<string>("agents") || undefined, home: settings.get<string>("home") || undefined },
    middleware: {
      // A code lens runs rulescope.composed on the server; its answer is shown, not dropped.
      executeCommand: async (command, args, next) => {
        const answer = await next(command, args);
        const folder = (args[0] as { folder?: string } | undefined)?.folder;
        if (command === "rulescope.composed" && answer && folder) await showComposed(answer as ComposedAnswer, folder);
        return answer;
      },
    },
  };
  const lsp = (client = new LanguageClient("rulescope", "Rulescope", serverOptions, clientOptions));
  await lsp.start();
  const pickAgent = async (): Promise<string | undefined> => {
    const checked = await checkedAgents(lsp);
    const others = AGENT_IDS.filter((id) => !checked.some((c) => c.split("@")[0] === id));
    return vscode.window.showQuickPick([...checked, ...others], { placeHolder: "Which agent?" });
  };
  context.subscriptions.push(
    vscode.commands.registerCommand("rulescope.showHere", async () => {
      const folder = here();
      const agent = folder && (await pickAgent());
      if (folder && agent) await showComposed(await composed(lsp, agent, folder), folder);
    }),
    vscode.commands.registerCommand("rulescope.compareHere", async () => {
      const folder = here();
      const agents = await checkedAgents(lsp);
      if (folder && agents.length > 0)
        await show(
          answerName("compare", root() ?? folder, folder),
          comparedText(await compared(lsp, agents, folder), root() ?? folder, folder),
        );
    }),
  );
  statusItem(context, lsp);
}

export function deactivate(): Thenable<void> | undefined {
  return client?.stop();
}
