/** Help for `rulescope check` (apart from help.ts: it names the formats and the config file). */
import { CHECK_CODE_LIST, CONFIG_FILE_NAMES } from "../check/codes";

export const CHECK_HELP = `Usage:
  rulescope check [<folder> | --dir <path>] [--config <file>] [--agents a,b]
                  [--format text|json|sarif|github|markdown] [--fail-on error|warning|info]
                  [--min-severity error|warning|info] [--max-warnings <n>] [--quiet] [-o <file>] [--also <format>=<file>]...
                  [--baseline <file>] [--fix | --fix-dry-run]
                  [--home <path>] [--env NAME=value]...
                  [--verbose]

Finds where rules silently fail for the agents a team uses: files an agent cuts at its budget, rule
files no agent reads, files always shadowed, agents that load different files from one folder, scoped
rules that never apply, broken imports and frontmatter, duplicate paragraphs.

  <folder>, --dir    the tree to check (default: the current directory)
  --config <file>    configuration (default: ${CONFIG_FILE_NAMES.join(" or ")}, or a "rulescope" key in
                     package.json, in the folder or the nearest folder above it, up to the repository
                     root; JSON with comments)
  --agents a,b       agents to check, id or id@variant (default: the config's, else inferred)
  --format <f>       text (grouped by file), json, sarif (SARIF 2.1.0), github (annotations),
                     markdown (a job summary or PR comment: coverage table, one row per finding)
  --fail-on <level>  lowest severity that makes the exit code 1 (default: error)
  --min-severity <l> lowest severity reported (default: warning, or info with --verbose; never
                     above --fail-on). Info findings are judgement calls that cost no text today
  --home <path>      read global rule files from this home directory (default: not read)
  --env NAME=value   an environment variable the agents see (repeatable)
  --max-warnings <n> exit 1 when there are more than n warnings (as ESLint)
  --quiet            errors only, in the output and the exit code
  -o, --output-file  write the report to this file instead of stdout
  --also f=<file>    also write the report in format f to the file, from the same run (repeatable:
                     --also sarif=rulescope.sarif --also markdown=summary.md)
  --fix              apply the fixes findings carry (renames, frontmatter keys, import lines): each
                     proven first by a check of the tree as it leaves it, written byte for byte
                     (other bytes, line ends and encoding kept), never through a link, outside the
                     folder or over a file changed since; each change is printed as a diff on
                     stderr, each fix left out with why, then the check runs again
  --fix-dry-run      print the plan --fix would carry out, change nothing
  --baseline <file>  the first run records today's findings there; later runs report and fail
                     on new findings only (delete the file to record again)
  --verbose          text: each finding's whole explanation, and every file and folder it covers;
                     info findings too, unless --min-severity says otherwise

In a subfolder of a repository (a folder above it holds .git), the repository is checked from its
root, scoped to the subfolder: the agents start there and read the files above it too.

Report files (-o, --also) and a new baseline are written as a new file renamed into place, never
through a link: a symbolic or hard link, a FIFO or a folder at the name is refused (exit 2), and
so is -o or --also naming the --baseline file (also through a link).

The text output starts with what each agent receives (files, bytes, tokens; what it cuts, drops or
cannot find), then one finding per cause: the same loss in several files is one finding that lists
them, and an agent missing a file for a reason already reported is told inside that reason.
Instructions definitely lost are errors (docs/checks/README.md has the policy). A comment
<!-- rulescope-disable-next-line <code> --> in a rule file silences that code on the next line;
<!-- rulescope-disable <code> --> silences it in the whole file.

Exit codes: 0 no finding at or above --fail-on, 1 some, 2 bad usage or configuration, or a
resolve that failed inside Rulescope (the output names the agent and folder).
Codes: ${CHECK_CODE_LIST.join(", ")}
"rulescope explain <code>" prints a code's page; "rulescope list-checks" lists them.
`;
