/**
 * Glob families that hang or backtrack in the libraries agents use, for the glob fuzz: trailing
 * backslash runs (picomatch's tokenizer never ends), repeated extglobs (`@(a|aa)+`, `!(a|aa)+`),
 * nested and starred groups, and pieces joined at random.
 */
import fc from "fast-check";

const PIECES = [
  "*",
  "**",
  "?",
  "a",
  "aa",
  "b",
  "/",
  "src/",
  "\\",
  "\\\\",
  "(",
  ")",
  "|",
  "+",
  "@(",
  "!(",
  "+(",
  "*(",
  "?(",
  "{",
  "}",
  ",",
  "[",
  "]",
  "[!a]",
  ".",
  "$",
  '"',
];
const GROUP_KINDS = ["", "@", "!", "+", "*", "?"];
const QUANTIFIERS = ["", "+", "*", "?", "{2}"];

/** A group of alternatives that may repeat: `@(a|aa)+b`, `+(a|ab)`, `(a*)*`. */
const repeatedGroup = fc
  .tuple(
    fc.constantFrom(...GROUP_KINDS),
    fc.array(fc.constantFrom("a", "aa", "ab", "a*", "b", "?"), { minLength: 1, maxLength: 3 }),
    fc.constantFrom(...QUANTIFIERS),
    fc.constantFrom("", "b", "/*", "x.ts"),
  )
  .map(([kind, alts, q, tail]) => `src/${kind}(${alts.join("|")})${q}${tail}`);

export const hostileGlobFamily: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom("src/", "a/b", "[a]", "(x)", "{a,b}", "*", "!x", ""),
      fc.integer({ min: 1, max: 12 }),
      fc.constantFrom("", "\\", "a"),
    )
    .map(([head, n, tail]) => `${head}${"\\".repeat(n)}${tail}`),
  repeatedGroup,
  fc.array(repeatedGroup, { minLength: 2, maxLength: 3 }).map((a) => a.join("/")),
  fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 24 }).map((a) => a.join("")),
);

/** Paths a pattern backtracks on: long runs of the letters it uses, deep trees, its own text. */
export const HOSTILE_PATHS = (pattern: string): string[] => [
  `src/${"a".repeat(50)}`,
  `src/${"a".repeat(50)}c`,
  `src/${"ab".repeat(40)}x.ts`,
  `${Array(60).fill("a").join("/")}/b.ts`,
  pattern.replace(/[^a-z/.]/g, "a").slice(0, 200),
];
