/** Help texts: one per command, plus the overview. */
import { AGENT_IDS } from "../agents/registry";

const AGENTS = AGENT_IDS.join(", ");

export const OVERVIEW = `rulescope: see the exact instruction text a coding agent composes from AGENTS.md,
CLAUDE.md and rule files, for a given tree, working directory and session.

Usage:
  rulescope resolve <scenario.json>... [--json]
  rulescope resolve --dir <path> --agent <id> [options]
  rulescope link <scenario.json>
  rulescope compare <scenario.json> --agents <a,b,...> [--json]
  rulescope compare --dir <path> --agents <a,b,...> [--cwd <path>] [--json]
  rulescope map <scenario.json> --agents <a,b,...> [--json | --markdown] [--changed-only]
  rulescope map --dir <path> --agents <a,b,...> [--json | --markdown] [--changed-only]
  rulescope check [<folder>] [--format text|json|sarif|github|markdown] [--fail-on <level>] [--fix]
  rulescope canary --dir <path> --agent <id> --out <dir|file.zip> [--cwd <path>]
  rulescope canary verify <answer.txt> [--manifest canary.json] [--format text|json|markdown]
  rulescope verify --agent <id> [--cwd <path>] [--format text|markdown] [-- <agent command>]
  rulescope init [<folder>] [--force]
  rulescope lsp [--stdio] [--agents <a,b,...>] [--home <path>] [--env NAME=value]
  rulescope mcp [<folder>] [--agents <a,b,...>] [--home <path>] [--env NAME=value]
  rulescope list-checks
  rulescope explain <code>
  rulescope <command> --help
  rulescope --version

Agents: ${AGENTS}
Exit codes: 0 done, 1 a scenario or tree could not be resolved, 2 bad usage or a crash of Rulescope itself.
`;

export const RESOLVE_HELP = `Usage:
  rulescope resolve <scenario.json>... [--json]
  rulescope resolve --dir <path> --agent <id> [options] [--json]

With scenario files ("-" reads stdin), prints each composed prompt (a "==> file <==" line
before each when there are several); diagnostics, and a "cut:" line for each file an agent
cuts at its budget, go to stderr. With --json, prints one
Resolution per line (NDJSON) in input order; a file that is not a valid scenario prints
{"error", "problems", "file"} on its line instead. A scenario is read from a regular file or
stdin only, and only up to 16 MiB.

With --dir, resolves a real directory tree as the agent would see it. Only --dir and, when
given, --home are read: everything else (including folders above --dir) counts as missing, and
a link that leads out of them is refused with a warning. /proc, /sys and /dev are never read,
FIFOs, sockets and devices never opened, and no file is read past 8 MiB (a warning says so).
  --dir <path>         the tree to read
  --agent <id>         one of: ${AGENTS}
  --variant <name>     a variant of the agent (default: the agent's default)
  --cwd <path>         working directory, relative to --dir (default: --dir itself)
  --home <path>        home directory to read the agent's own global files from, e.g.
                       ~/.codex for codex (default: not read); other home files, like
                       one an @~/.ssh/id_rsa mention names, are refused with a warning
  --home-all           with --home, read all of the home directory
  --env NAME=value     an environment variable the agent sees (repeatable; the shell's
                       environment is not passed on)
  --prompt <text>      the latest user prompt
  --tool <id>          an available tool id (repeatable)
  --context <path>     a file the session has read or edited, relative to --cwd (repeatable)
  --open <path>        a file open in the IDE's editor, relative to --cwd, the active one
                       first (repeatable; Kiro fileMatch, Cline paths:, Copilot in VS Code)
  --config key=json    an agent config value, as JSON; text that is not JSON is taken as a
                       string (repeatable), e.g. --config project_doc_max_bytes=4096
  --json               print the Resolution as JSON

Exit codes: 0 all resolved, 1 any scenario invalid or unreadable, 2 bad usage.
`;

export const LINK_HELP = `Usage:
  rulescope link <scenario.json>

Prints the playground link fragment (#v1/...) that carries the scenario. Append it to the
playground's address to open the scenario there; nothing is sent to a server.
`;

export const COMPARE_HELP = `Usage:
  rulescope compare <scenario.json> --agents <a,b,...> [--json]
  rulescope compare --dir <path> --agents <a,b,...> [--cwd <path>] [--json]

Resolves one scenario for several agents and shows, per agent, the files loaded in order
and the size of the composed prompt in bytes and tokens. --agents defaults to the
scenario's ui.compare list. The scenario's variant applies to its own agent only; the
others use their default variant. --json prints one JSON object instead of the table.

With --dir, compares the agents on a real tree, read as "rulescope resolve --dir" reads it
(--agents is then required): --cwd, --home, --home-all, --env and --config as there; with
--home, each agent's own global places are open.

Agents: ${AGENTS}
`;

export const MAP_HELP = `Usage:
  rulescope map <scenario.json> --agents <a,b,...> [--json | --markdown] [--changed-only]
  rulescope map --dir <path> --agents <a,b,...> [--json | --markdown] [--changed-only]

The precedence map: for every directory of the scenario's tree taken as the working directory,
the files each agent loads there, in prompt order (context paths are left out). Prints a
readable list by default, a Markdown table with --markdown (for an issue or a PR), or one JSON
object with --json. --agents defaults to the scenario's ui.compare list, then to its agent.

With --dir, maps a real tree, read as "rulescope resolve --dir" reads it (--agents is then
required; --home, --home-all, --env and --config as there): every folder under --dir but
.git and node_modules, links not followed, at most 2,000 folders (the nearest the root; a note
says how many more there are). Paths are relative to --dir.

--changed-only keeps the folders whose files differ from those of the folder above (and the root):
where starting an agent changes what it reads. The Markdown table fits a GitHub comment (65,536
characters); past that it stops and says how many folders it left out.

Agents: ${AGENTS}
`;

export const CANARY_HELP = `Usage:
  rulescope canary --dir <path> --agent <id> --out <dir|file.zip> [options]
  rulescope canary verify <answer.txt> [--manifest canary.json] [--format text|json|markdown]

Checks Rulescope against the real agent. "canary" copies the tree with a codeword planted
in every rule file the agent considers (at its start, at its end, and just before where a
budget cuts it), writes the copy to --out as tree/ with canary.json (what was planted and
what Rulescope predicts) and QUESTION.txt beside it, and prints the question and the
predicted codewords. Start the agent in the copy's working directory, ask the question,
save its reply, and run "canary verify" on it. The tree is only read: --out must lie outside
it and be a new or empty folder, or a new .zip file. node_modules is not copied, and .git
becomes an empty repository.
  --dir, --agent, --variant, --cwd, --home, --home-all, --env, --config
                       as for "rulescope resolve --dir"
  --seed <text>        draw the codewords from this seed (default: a random one)
  --out <dir|file.zip> where to write the kit

"canary verify" reads the reply (a file, or "-" for stdin) and the manifest (default:
./canary.json) and reports, per file, the codewords predicted and seen, with what a
difference suggests. --format markdown gives a report to paste into a Rulescope issue.

Exit codes: 0 the agent saw what was predicted, 1 it did not (or the kit could not be
made), 2 bad usage (including an unreadable answer or manifest).
`;

export const LIST_CHECKS_HELP = `Usage:
  rulescope list-checks

Lists every code "rulescope check" can report, with its default severity and what it means.
`;

export const EXPLAIN_HELP = `Usage:
  rulescope explain <code>

Prints the page of one check code (what it finds, why it matters, how to fix it), from the pages
the package ships. "rulescope list-checks" lists the codes.
`;

export const INIT_HELP = `Usage:
  rulescope init [<folder>] [--force]

Writes rulescope.json in the folder (default: the current one) with the agents its files show, as
"rulescope check" infers them (and why), and the other keys as comments. A configuration already
there is left alone unless --force is given; --force replaces only a regular file (never a link,
a hard link, a FIFO or a folder), through a new file renamed into its place.
`;

export const LSP_HELP = `Usage:
  rulescope lsp [--stdio] [--clientProcessId <pid>] [--agents <a,b,...>] [--home <path>]
                [--env NAME=value]...

A language server on stdin and stdout for the editor's workspace folder: the findings of
"rulescope check" as diagnostics (updated as you type), their fixes as quick fixes, and on a
rule file a hover and code lenses that say which agents load it from its folder, and the line
where an agent's budget cuts it. Links for @imports and mdc: links, completion and hover for
frontmatter keys. Command "rulescope.composed" {agent, folder} returns an agent's composed
text. The agents are --agents when given, else rulescope.json's (read again when it changes),
else those the files suggest; the client's initializationOptions may set agents, home, env and
timeLimitMs (30,000 by default: a request past it is answered with an error).
--clientProcessId (vscode-languageclient passes it): the server exits when that process is gone.
stdin and stdout are the only transport; --node-ipc, --socket and --pipe are refused.
Setup for VS Code, Neovim, Helix and Zed: docs/editors.md.
`;

export const MCP_HELP = `Usage:
  rulescope mcp [<folder>] [--agents <a,b,...>] [--home <path>] [--env NAME=value]...

A Model Context Protocol server on stdin and stdout, for the folder given (else the current
one). Tools: resolve (what an agent reads from a folder: the composed text and its sources),
check (the findings), compare (agents side by side in a folder) and explain (a check's page).
Read-only. Nothing outside the folder is read, files above it neither: started in a subfolder
of a repository, it answers as if that folder were all there is (no root AGENTS.md, no .git
above it). A tool's folder is relative to it; one outside it, by .. or through a link, is
refused. Answers are bounded (200,000 characters, a refusal 1,000), a message past 1 MiB is
answered with an error, and the server ends with exit 0 when stdin does. Setup for Claude
Code, Codex, Cursor, VS Code and Gemini CLI: docs/mcp.md.
`;

export const VERIFY_HELP = `Usage:
  rulescope verify --agent <id> [--cwd <dir>] [--format text|markdown] [-- <agent command>]

Runs the agent installed on this machine in the folder (--cwd, else the current one) and diffs the
instruction text it composes with what Rulescope composes for the same folder. The agent talks only
to a local recorder on 127.0.0.1 (it is given a fake key; its telemetry and updates are switched off
where it allows) or to its own debug command; it starts with a fresh, empty home folder, so your own
global files and sessions are neither read nor changed. The agent's command is found on PATH, or
given after -- (-- npx @openai/codex). Agents it can drive: the lab's (docs/lab.md). For agents that
run only in an IDE (Cursor, Windsurf, Kiro, JetBrains, Trae, Zed), use the canary kit instead.
--format markdown gives a report to paste into an issue.
Exit codes: 0 the texts are equal, 1 they differ, 2 the agent or Rulescope could not be run.
`;
