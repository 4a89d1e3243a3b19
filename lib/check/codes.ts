/**
 * Every finding code `rulescope check` can report: stable once shipped (CI configurations and
 * `rulescope.json` files name them). Each is declared once, on its row in its family's module
 * (lib/check/families/), and has a page, docs/checks/<code>.md, that the CLI and the playground link
 * to; test/check-docs.test.ts keeps the two lists equal. The table itself is data written by
 * `npm run agents` from the family modules (code-table.json, and its keys as a type in
 * code-names.ts): do not edit them.
 */
import type { CodeRow } from "./code-row";
import type { CheckCode } from "./code-names";
import table from "./code-table.json";

export type { Severity } from "./code-row";
export type { CheckCode };

/** Every code's row, by code (the generator took them from rows typed as CodeRow). */
export const CHECK_CODES = table as Readonly<Record<CheckCode, CodeRow>>;

export const CHECK_CODE_LIST = Object.keys(CHECK_CODES) as CheckCode[];

export const isCheckCode = (s: string): s is CheckCode => Object.hasOwn(CHECK_CODES, s);

/** A code's row, with every attribute a row may carry (absent ones undefined). */
export const rowOf = (code: CheckCode): CodeRow => CHECK_CODES[code];

/** Where a code's page lives, relative to the repository root. */
export const docPath = (code: CheckCode): string => `docs/checks/${code}.md`;

/** Where `rulescope check` looks for its configuration at the root, in order (kept here, apart from
 * config.ts and its zod schema, so `rulescope check --help` can name them without loading zod). */
export const CONFIG_FILE_NAMES = ["rulescope.json", ".rulescope.json"] as const;
