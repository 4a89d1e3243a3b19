/**
 * A real VS Code for the e2e tests: code-server (installed by scripts/vscode-e2e/install-code-server.sh
 * into a cache outside the repository), the extension packaged as a .vsix and installed into it, on a
 * folder below a repository's root, served on 127.0.0.1 at a free port with nothing that phones home.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const REPO = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The code-server command: $CODE_SERVER (npm test passes the one it installed), else the install script's. */
function codeServerBin(): string {
  if (process.env.CODE_SERVER) return process.env.CODE_SERVER;
  const r = spawnSync("bash", [join(REPO, "scripts", "vscode-e2e", "install-code-server.sh")], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  const bin = r.stdout.trim().split("\n").at(-1);
  if (r.status !== 0 || !bin) throw new Error("code-server could not be installed (scripts/vscode-e2e/install-code-server.sh)");
  return bin;
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): void {
  const r = spawnSync(cmd, args, { encoding: "utf8", env });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed:\n${r.stdout}\n${r.stderr}`);
}

/** The tree the editor opens: packages/web of a repository with rule files at both levels. */
interface Workspace {
  repo: string;
  /** The folder VS Code opens (repo/packages/web). */
  folder: string;
}

/** 80 bytes a line: 450 lines are 36 KB, past codex's 32 KiB and under Claude Code's 40,000 characters. */
export const BIG = `# Big\n\n${Array.from({ length: 450 }, (_, i) => `- rule ${String(i).padStart(4, "0")}: ${"x".repeat(66)}\n`).join("")}`;
export const STYLE_RULE = '---\nglob: "**/*.tsx"\nalwaysApply: false\n---\nUse tabs in components.\n';

function writeWorkspace(base: string): Workspace {
  const repo = join(base, "repo");
  const folder = join(repo, "packages", "web");
  const files: Record<string, string> = {
    ".git/HEAD": "ref: refs/heads/main\n",
    "rulescope.json": JSON.stringify({ agents: ["codex", "claude-code", "cursor"] }),
    "AGENTS.md": "# Repo rules\n\nUse pnpm.\n",
    "packages/web/AGENTS.md": "# Web rules\n\nRun the web tests before a commit.\n",
    "packages/web/.cursor/rules/style.mdc": STYLE_RULE,
    "packages/web/big/AGENTS.md": BIG,
  };
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(repo, rel)), { recursive: true });
    writeFileSync(join(repo, rel), text);
  }
  return { repo, folder };
}

/** What a fresh VS Code would otherwise show or fetch first: a welcome page, trust prompts, updates, telemetry. */
const SETTINGS = {
  "workbench.startupEditor": "none",
  "workbench.tips.enabled": false,
  "workbench.enableExperiments": false,
  "security.workspace.trust.enabled": false,
  "telemetry.telemetryLevel": "off",
  "extensions.autoCheckUpdates": false,
  "extensions.autoUpdate": false,
  "update.mode": "none",
  // VS Code in a browser saves after a delay by default; the desktop's default, so an edit stays unsaved.
  "files.autoSave": "off",
  "git.enabled": false,
  "editor.minimap.enabled": false,
};

export interface CodeServer {
  url: string;
  workspace: Workspace;
  stop(): Promise<void>;
}

export async function startCodeServer(): Promise<CodeServer> {
  const bin = codeServerBin();
  const base = mkdtempSync(join(tmpdir(), "rulescope-vscode-"));
  const userData = join(base, "user-data");
  const extensions = join(base, "extensions");
  mkdirSync(join(userData, "User"), { recursive: true });
  writeFileSync(join(userData, "User", "settings.json"), JSON.stringify(SETTINGS, null, 2));
  // code-server writes its config and state under XDG folders: here, not the user's home.
  writeFileSync(join(base, "config.yaml"), "auth: none\n");
  const env = { ...process.env, XDG_CONFIG_HOME: join(base, "xdg-config"), XDG_DATA_HOME: join(base, "xdg-data") };
  const vsix = join(base, "rulescope.vsix");
  run(process.execPath, [join(REPO, "editors", "vscode", "build.mjs"), "--outdir", join(base, "ext"), "--vsix", vsix], env);
  run(bin, ["--install-extension", vsix, "--extensions-dir", extensions, "--user-data-dir", userData], env);
  const workspace = writeWorkspace(base);
  const args = [
    ...["--config", join(base, "config.yaml"), "--auth", "none", "--bind-addr", "127.0.0.1:0"],
    ...["--disable-telemetry", "--disable-update-check", "--disable-workspace-trust", "--disable-getting-started-override"],
    ...["--user-data-dir", userData, "--extensions-dir", extensions, workspace.folder],
  ];
  // Its own process group: code-server starts children of its own, and they all end with it.
  const server: ChildProcess = spawn(bin, args, { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`code-server did not start:\n${log}`)), 60_000);
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      const m = /HTTP server listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(log);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    server.stdout!.on("data", read);
    server.stderr!.on("data", read);
    server.on("exit", (code) => reject(new Error(`code-server exited (${code}):\n${log}`)));
  });
  return {
    url,
    workspace,
    async stop() {
      const exited = new Promise((r) => (server.exitCode === null ? server.once("exit", r) : r(null)));
      try {
        process.kill(-server.pid!, "SIGTERM");
      } catch {
        // Already gone.
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      rmSync(base, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}
