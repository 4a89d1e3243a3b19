/**
 * Permalinks: the URL fragment that carries a scenario, `#v1/<base64url(deflate-raw(JSON))>`, or
 * `#example/<id>` for a built-in example. Nothing reaches a server. Old formats decode forever: each has
 * a fixture in ./fixtures that must keep decoding. Hostile fragments (garbage, cut-off links,
 * decompression bombs, wrong JSON, newer formats) come back as a sentence, never as a throw.
 */
import { deflateSync, Inflate } from "fflate";
import { EXAMPLE, encodePermalink, examplePermalink, toBase64Url, V1 } from "./permalink-encode";
import { decodeBase64, decodeLossy, encodeUtf8, formatBytes } from "../core/bytes";
import { jsonTextTooDeep } from "./bounds";
import { MAX_FRAGMENT_CHARS, MAX_INFLATED_BYTES, MAX_JSON_DEPTH } from "./limits";
import type { Scenario } from "./types";
import { visible } from "./visible";
import { formatProblems, validateScenario, type ValidationProblem } from "./validate";

/** Re-exported for the page, which states it; its home is ./limits.ts. */
export { MAX_INFLATED_BYTES };
/** Compressed bytes fed per step, so at most ~1 MiB is unpacked before the size cap is checked. */
const INFLATE_STEP = 1024;
const EXAMPLE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export type DecodedPermalink =
  | { ok: true; scenario: Scenario; warnings: ValidationProblem[] }
  | { ok: true; example: string }
  | { ok: false; message: string; problems?: ValidationProblem[] };

export { encodePermalink, examplePermalink };

export type MadePermalink = { ok: true; link: string } | { ok: false; message: string };

/**
 * A link that will open: the scenario is encoded, then the link is decoded again with the decoder's
 * own caps and validation, so a link that the page would refuse (too big, too deep...) is never
 * handed out. The message says why in a sentence.
 */
export function makePermalink(scenario: Scenario, knownAgents?: readonly string[]): MadePermalink {
  let json: string;
  try {
    json = JSON.stringify(scenario);
  } catch (e) {
    return {
      ok: false,
      message: `The scenario cannot be written as JSON (${e instanceof Error ? e.message : String(e)}), so no link was made.`,
    };
  }
  const bytes = encodeUtf8(json);
  if (bytes.length > MAX_INFLATED_BYTES)
    return {
      ok: false,
      message: `The scenario is ${formatBytes(bytes.length)} as JSON (${bytes.length.toLocaleString("en-US")} bytes); a link carries at most ${formatBytes(MAX_INFLATED_BYTES)} (${MAX_INFLATED_BYTES.toLocaleString("en-US")} bytes), so no link was made. Leave out large files, or share the scenario file itself.`,
    };
  const link = `#${V1}${toBase64Url(deflateSync(bytes, { level: 9 }))}`;
  const back = decodePermalink(link, knownAgents);
  if (!back.ok) return { ok: false, message: `No link was made: the link would not open. ${back.message}` };
  return { ok: true, link };
}

type Inflated = { ok: true; bytes: Uint8Array } | { ok: false; reason: "too-big" | "damaged" };

/** Raw-inflate in small steps and stop as soon as the output passes `cap`. */
function inflateCapped(data: Uint8Array, cap: number): Inflated {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let tooBig = false;
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
    if (total > cap) {
      tooBig = true;
      throw new Error("inflated size cap reached");
    }
    chunks.push(chunk);
  });
  try {
    for (let i = 0; i < data.length; i += INFLATE_STEP) inflater.push(data.subarray(i, i + INFLATE_STEP), i + INFLATE_STEP >= data.length);
  } catch {
    return { ok: false, reason: tooBig ? "too-big" : "damaged" };
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return { ok: true, bytes: out };
}

const DAMAGED = "The link is damaged: its scenario data does not unpack. It may have been cut off when it was copied.";

function decodeV1(payload: string, knownAgents?: readonly string[]): DecodedPermalink {
  if (payload === "") return { ok: false, message: "The link has no scenario data after #v1/." };
  if (payload.length > MAX_FRAGMENT_CHARS)
    return {
      ok: false,
      message: `The link's scenario data is ${payload.length.toLocaleString("en-US")} characters long; a Rulescope link carries at most ${MAX_FRAGMENT_CHARS.toLocaleString("en-US")} (${formatBytes(MAX_INFLATED_BYTES)} of scenario), so it was not opened.`,
    };
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(payload))
    return { ok: false, message: "The link is damaged: its scenario data has characters a Rulescope link never contains." };
  const packed = decodeBase64(payload);
  if (packed === null || packed.length === 0) return { ok: false, message: DAMAGED };
  const inflated = inflateCapped(packed, MAX_INFLATED_BYTES);
  if (!inflated.ok)
    return {
      ok: false,
      message:
        inflated.reason === "too-big"
          ? `The link's scenario unpacks to more than ${formatBytes(MAX_INFLATED_BYTES)}, more than Rulescope opens.`
          : DAMAGED,
    };
  const { text, valid } = decodeLossy(inflated.bytes);
  if (!valid) return { ok: false, message: "The link's scenario is not valid UTF-8 text, so it was not made by Rulescope." };
  if (jsonTextTooDeep(text))
    return {
      ok: false,
      message: `The link's scenario nests objects or lists more than ${MAX_JSON_DEPTH} levels deep, more than Rulescope reads.`,
    };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    // JSON.parse quotes the text it choked on: control characters in it are shown escaped.
    return { ok: false, message: `The link's scenario is not valid JSON (${visible(e instanceof Error ? e.message : String(e))}).` };
  }
  const checked = validateScenario(raw, knownAgents);
  if (!checked.ok)
    return { ok: false, message: `The link's scenario is not valid:\n${formatProblems(checked.problems)}`, problems: checked.problems };
  return { ok: true, scenario: checked.scenario, warnings: checked.warnings };
}

/**
 * Decode a fragment ("#v1/...", "v1/...", or a whole URL). `knownAgents` (the profile ids) lets
 * validation name an unknown agent; this module does not import the profiles itself.
 */
export function decodePermalink(fragment: string, knownAgents?: readonly string[]): DecodedPermalink {
  try {
    if (typeof fragment !== "string") return { ok: false, message: "The link is not text." };
    const hash = fragment.indexOf("#");
    const body = (hash >= 0 ? fragment.slice(hash + 1) : fragment).trim();
    if (body === "") return { ok: false, message: "The link carries no scenario (nothing after #)." };
    if (body.startsWith(V1)) return decodeV1(body.slice(V1.length), knownAgents);
    if (body.startsWith(EXAMPLE)) {
      const id = body.slice(EXAMPLE.length);
      return EXAMPLE_ID.test(id)
        ? { ok: true, example: id }
        : { ok: false, message: "The link names an example, but its id is not a valid example id." };
    }
    const newer = /^v(\d+)\//.exec(body);
    if (newer && Number(newer[1]) > 1)
      return {
        ok: false,
        message: `This link uses format v${newer[1]}, made by a newer Rulescope; this build opens v1 links. Update Rulescope to open it.`,
      };
    return { ok: false, message: "This is not a Rulescope scenario link: it should start with #v1/ or #example/." };
  } catch (e) {
    // Nothing above should throw; if it does, the page must stay usable.
    return { ok: false, message: `The link could not be read (${e instanceof Error ? e.message : String(e)}).` };
  }
}
