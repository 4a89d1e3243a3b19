/**
 * What one scenario may hold: the single home of every bound the scenario doors (JSON files, Open
 * scenario, permalinks, `rulescope link`) enforce. Each is checked before the expensive step, and a
 * scenario over a bound is refused with a sentence naming the bound, never a crash.
 */

/**
 * Objects and lists nested inside each other, counting the scenario object itself as level 1. Real
 * agent settings nest 5 or 6 deep; thousands of levels overflow the stack of JSON.stringify and of any
 * recursive walk over `config`.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * The scenario's size, measured as its text values and keys in characters plus one per value (every
 * string, number, true/false/null, object and list counts one). Close to the length of its JSON, and
 * cheap to count without serialising. Room for one upload at its caps (50 MiB of files, binary ones
 * base64-encoded) with headroom.
 */
export const MAX_SCENARIO_SIZE = 96 * 1024 * 1024;

/**
 * Entries in `files`. An upload adds at most 100,000 files and 20,000 folders (lib/import/limits.ts);
 * the rest leaves room for the home files, examples and edits already in the tree.
 */
export const MAX_FILE_ENTRIES = 150_000;

/** A path's length in UTF-8 bytes, like Linux's PATH_MAX (files keys, link targets, cwd, home...). */
export const MAX_PATH_BYTES = 4096;

/** One name in a path (between slashes) in UTF-8 bytes, like NAME_MAX on Linux and macOS. */
export const MAX_NAME_BYTES = 255;

/** Keys refused anywhere in a scenario: they can rewrite an object's prototype in code that copies them. */
export const FORBIDDEN_KEYS: readonly string[] = ["__proto__", "constructor", "prototype"];

/** Problems listed one by one; past this a last line says how many more there were. */
export const MAX_LISTED_PROBLEMS = 200;

/** A permalink's unpacked JSON may not exceed this: a few kB of fragment can otherwise inflate to gigabytes. */
export const MAX_INFLATED_BYTES = 8 * 1024 * 1024;

/**
 * The longest scenario data (the base64url after "#v1/") worth decoding: MAX_INFLATED_BYTES in deflate
 * stored blocks (5 bytes of framing per 65,535), the most Rulescope's encoder ever writes for a
 * scenario the decoder accepts. Longer data is refused before it is decoded.
 */
export const MAX_FRAGMENT_CHARS = Math.ceil(((MAX_INFLATED_BYTES + 5 * Math.ceil(MAX_INFLATED_BYTES / 65_535) + 5) * 4) / 3);
