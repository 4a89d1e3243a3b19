/**
 * Severity follows one policy (docs/checks/README.md): instructions an agent definitely loses (a cut,
 * a dropped file, a missing import, a rule that can never apply, a rule file nothing reads) are errors,
 * so a plain `rulescope check` fails CI on them; judgement calls are warnings; remarks are info.
 *
 * Every finding code `rulescope check` can report: stable once shipped (CI configurations and
 * `rulescope.json` files name them). Each has a page, docs/checks/<code>.md, that the CLI and the
 * playground link to; test/check-docs.test.ts keeps the two lists equal.
 */
export type Severity = "error" | "warning" | "info";

export const CHECK_CODES = {
  "budget-cut": { severity: "error", title: "An agent cuts this file at its byte or token budget" },
  "budget-dropped": { severity: "error", title: "An agent drops this file: its budget was used up before it" },
  "budget-near": { severity: "info", title: "This file uses 90% or more of an agent's budget" },
  "token-limit": { severity: "error", title: "An agent's composed instructions pass the token limit the team set" },
  "never-read": { severity: "error", title: "No declared agent reads this rule file from any checked directory" },
  "wrong-case": { severity: "warning", title: "A file name differs only in case from the name an agent looks for" },
  "never-sent": { severity: "error", title: "An agent finds this rule file but never sends it in a default session" },
  "rule-misplaced": { severity: "error", title: "A rule file beside or inside an agent's rules folder that the agent does not read" },
  "always-shadowed": { severity: "warning", title: "Another file always wins over this one" },
  "fallback-off": { severity: "warning", title: "Another file's presence switches off the fallback that would read this one" },
  "agents-disagree": { severity: "warning", title: "Two declared agents load different instruction files from one directory" },
  "scope-never-applies": { severity: "error", title: "A scoped rule's patterns match no file in the tree" },
  "scope-missing": {
    severity: "warning",
    title: "A scoped rule file lacks its scope key, and the agents reading it disagree on what that means",
  },
  "condition-never-met": { severity: "info", title: "A rule's keyword or tool condition cannot be met" },
  "reference-dead": {
    severity: "warning",
    title: "A link in rule text (mdc: or a relative Markdown link) names a file that does not exist",
  },
  "import-unresolved": { severity: "error", title: "An import or mention names a file that cannot be read" },
  "import-refused": { severity: "warning", title: "An agent refuses an import (outside its root, or not approved)" },
  "import-cycle": { severity: "warning", title: "Imports form a cycle" },
  "import-in-code": { severity: "info", title: "An import stands in code or a code span, so the agent does not follow it" },
  "import-too-deep": { severity: "warning", title: "An import chain passes the agent's depth limit" },
  "fragile-form": { severity: "info", title: "A rule relies on a form its agent's users report as mishandled" },
  "frontmatter-invalid": { severity: "error", title: "Frontmatter does not parse the way the agent reads it" },
  "frontmatter-value": { severity: "warning", title: "A frontmatter value has the wrong type or an unknown value" },
  "frontmatter-unknown-key": { severity: "warning", title: "A frontmatter key the agent does not know" },
  "file-empty": { severity: "info", title: "A rule file with no text" },
  "file-binary": { severity: "warning", title: "A rule file that looks binary" },
  "file-invalid-utf8": { severity: "warning", title: "A rule file that is not valid UTF-8" },
  "duplicate-text": { severity: "info", title: "The same paragraph reaches one agent twice" },
  "pattern-refused": { severity: "warning", title: "A pattern Rulescope refused to evaluate (too costly to match)" },
  "agent-setting": { severity: "warning", title: "An agent setting or environment value is invalid or not read" },
} as const satisfies Record<string, { severity: Severity; title: string }>;

export type CheckCode = keyof typeof CHECK_CODES;

export const CHECK_CODE_LIST = Object.keys(CHECK_CODES) as CheckCode[];

export const isCheckCode = (s: string): s is CheckCode => Object.hasOwn(CHECK_CODES, s);

/** Where a code's page lives, relative to the repository root. */
export const docPath = (code: CheckCode): string => `docs/checks/${code}.md`;

/** Where `rulescope check` looks for its configuration at the root, in order (kept here, apart from
 * config.ts and its zod schema, so `rulescope check --help` can name them without loading zod). */
export const CONFIG_FILE_NAMES = ["rulescope.json", ".rulescope.json"] as const;
