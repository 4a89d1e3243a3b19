/**
 * Bounds checked before anything else looks at a scenario: nesting depth, total size and keys that
 * could rewrite prototypes, in one iterative walk (no recursion, so no depth of input can overflow the
 * stack), which stops at the first bound it passes. Also the path rules every path field shares.
 */
import { formatBytes, utf8Length } from "../core/bytes";
import { FORBIDDEN_KEYS, MAX_JSON_DEPTH, MAX_NAME_BYTES, MAX_PATH_BYTES, MAX_SCENARIO_SIZE } from "./limits";
import { quoted, shortened } from "./visible";

export interface BoundsProblem {
  /** Keys and indexes from the scenario's root to the value in question. */
  path: (string | number)[];
  message: string;
  /** A bound was passed: the walk stopped there, so nothing else was checked. */
  fatal?: boolean;
}

interface Node {
  value: object;
  depth: number;
  parent: number;
  key: string | number;
}

const isContainer = (v: unknown): v is object => typeof v === "object" && v !== null;

function pathOf(nodes: Node[], at: number): (string | number)[] {
  const out: (string | number)[] = [];
  for (let i = at; i > 0; i = nodes[i].parent) out.push(nodes[i].key);
  return out.reverse();
}

/**
 * Walk `root` (a scenario as parsed from JSON, or built by code) and report: nesting past
 * MAX_JSON_DEPTH, size past MAX_SCENARIO_SIZE (both fatal), and every FORBIDDEN_KEYS key. Only plain
 * objects and arrays are walked; anything else counts as one value.
 */
export function checkBounds(root: object, maxProblems = Infinity): BoundsProblem[] {
  const problems: BoundsProblem[] = [];
  // Containers are kept (with their parent) so a problem can name its path; leaves are not.
  const nodes: Node[] = [{ value: root, depth: 1, parent: -1, key: "" }];
  const pending: number[] = [0];
  let size = 1;
  while (pending.length > 0) {
    const at = pending.pop()!;
    const { value, depth } = nodes[at];
    const isArray = Array.isArray(value);
    const keys: (string | number)[] = isArray ? [] : Object.keys(value);
    const count = isArray ? (value as unknown[]).length : keys.length;
    for (let i = 0; i < count; i++) {
      const key = isArray ? i : (keys[i] as string);
      const child: unknown = (value as Record<string | number, unknown>)[key];
      if (typeof key === "string") {
        size += key.length;
        if (FORBIDDEN_KEYS.includes(key) && problems.length < maxProblems)
          problems.push({
            path: [...pathOf(nodes, at), key],
            message: `a key named ${quoted(key)} is refused: copying it can change how objects behave (prototype pollution); rename it`,
          });
      }
      size += 1 + (typeof child === "string" ? child.length : 0);
      if (size > MAX_SCENARIO_SIZE)
        return [
          ...problems,
          {
            path: [],
            fatal: true,
            message: `the scenario is larger than ${formatBytes(MAX_SCENARIO_SIZE)} (counting its text and values), more than Rulescope opens`,
          },
        ];
      if (!isContainer(child)) continue;
      if (!Array.isArray(child) && Object.getPrototypeOf(child) !== Object.prototype && Object.getPrototypeOf(child) !== null) continue;
      if (depth + 1 > MAX_JSON_DEPTH)
        return [
          ...problems,
          {
            path: [...pathOf(nodes, at), key],
            fatal: true,
            message: `is nested more than ${MAX_JSON_DEPTH} levels deep (objects and lists inside each other), more than Rulescope reads`,
          },
        ];
      nodes.push({ value: child, depth: depth + 1, parent: at, key });
      pending.push(nodes.length - 1);
    }
  }
  return problems;
}

/**
 * Nesting depth of JSON text, counted over its brackets outside strings, without parsing it: true
 * when it passes `max`. Lets a decoder refuse deep JSON before JSON.parse and its callers recurse.
 */
export function jsonTextTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

const LONE_SURROGATE = /\p{Cs}/u;

/**
 * What is wrong with `p` as a path any file system could store, or null: a NUL character, an unpaired
 * UTF-16 surrogate (not text), more than MAX_PATH_BYTES in all or more than MAX_NAME_BYTES in one name.
 */
export function pathTextProblem(p: string): string | null {
  if (p.includes("\0")) return "must not contain a NUL character";
  const lone = LONE_SURROGATE.exec(p);
  if (lone) return `contains an unpaired UTF-16 surrogate (${quoted(lone[0]).slice(1, -1)}), which is not text and no file system stores`;
  // Cheap first: a UTF-8 byte is at least one UTF-16 unit, and at most three.
  if (p.length * 3 > MAX_PATH_BYTES || p.length > MAX_NAME_BYTES / 3) {
    const bytes = utf8Length(p);
    if (bytes > MAX_PATH_BYTES)
      return `is ${bytes.toLocaleString("en-US")} bytes long (UTF-8); a path may have at most ${MAX_PATH_BYTES.toLocaleString("en-US")}`;
    for (const name of p.split("/")) {
      const n = name.length > MAX_NAME_BYTES / 3 ? utf8Length(name) : 0;
      if (n > MAX_NAME_BYTES)
        return `has a name of ${n} bytes (UTF-8), ${quoted(shortened(name, 40))}; one name in a path may have at most ${MAX_NAME_BYTES}`;
    }
  }
  return null;
}
