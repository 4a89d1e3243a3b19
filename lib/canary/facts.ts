/**
 * The canary kit's facts, in one place: the codeword shape, the manifest version and the bounds on
 * what a user pastes back. The kit plants codewords in rule files and asks the real agent which it saw
 * (docs/canary.md).
 */

/** Every codeword starts with this, then a per-file code, then where in the file it sits. */
export const CODEWORD_PREFIX = "CANARY";

/** Where a codeword sits: the file's first line of text, just before the predicted cut, its last line. */
export const POSITIONS = ["START", "CUT", "END"] as const;
export type Position = (typeof POSITIONS)[number];

/**
 * Letters and digits a model is unlikely to misread or "correct": no 0/O, 1/I/L, and no U (which
 * spells words). 30 symbols, 4 of them: 810,000 codes per tree.
 */
export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const CODE_LENGTH = 4;

/** `kind` and `version` of canary.json. */
export const MANIFEST_KIND = "rulescope-canary";
export const MANIFEST_VERSION = 1;

/** The answer is read up to this many characters; the rest is ignored (and the report says so). */
export const MAX_ANSWER_CHARS = 1_000_000;
/** At most this many codewords are taken from an answer. */
export const MAX_ANSWER_CODEWORDS = 10_000;
/** Files planted in one kit at most: past it, files are listed as skipped. */
export const MAX_PLANTED_FILES = 2_000;
/** canary.json is read up to this many characters (a kit of MAX_PLANTED_FILES stays far below it). */
export const MAX_MANIFEST_CHARS = 8 * 1024 * 1024;
/** How much of the answer a Markdown report quotes. */
export const REPLY_EXCERPT_CHARS = 2_000;
/**
 * Bytes kept between the cut codeword and the predicted cut, on top of every byte the kit adds before
 * it: the codewords move the cut, and a budget may count a little differently from the estimate.
 */
export const CUT_SLACK_BYTES = 64;
/** A cut codeword goes at the start of its line when that line begins at most this far before the spot. */
export const CUT_LINE_REACH = 2_048;

/** The file a CLI kit keeps its manifest and question in, beside the copied tree. */
export const MANIFEST_FILE = "canary.json";
export const QUESTION_FILE = "QUESTION.txt";

/** The folder in a kit (zip or --out folder) that holds the planted copy of the tree. */
export const TREE_DIR = "tree";
