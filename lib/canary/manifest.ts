/**
 * canary.json: what was planted where and what Rulescope predicts, so `verify` needs only the
 * manifest and the agent's answer. Validated with zod when read back (it may have been edited).
 */
import { z } from "zod";
import { MANIFEST_KIND, MANIFEST_VERSION, MAX_MANIFEST_CHARS, POSITIONS } from "./facts";

const position = z.enum(POSITIONS);

const manifestSchema = z.object({
  kind: z.literal(MANIFEST_KIND),
  version: z.literal(MANIFEST_VERSION),
  agent: z.string().max(200),
  variant: z.string().max(200),
  /** The upstream version the variant models, when the profile states it. */
  models: z.object({ version: z.string().max(500), checked: z.string().max(100) }).optional(),
  cwd: z.string().max(4096),
  /** The folder the copied tree stands for: its paths are relative to it in the copy. */
  root: z.string().max(4096),
  seed: z.string().max(200),
  /** Files and loaded files in the canaried tree's resolution. */
  summary: z.object({
    candidates: z.number().int().nonnegative(),
    loaded: z.number().int().nonnegative(),
    promptBytes: z.number().int().nonnegative(),
  }),
  codewords: z.array(z.object({ word: z.string().max(100), path: z.string().max(4096), position })).max(20_000),
  files: z
    .array(
      z.object({
        path: z.string().max(4096),
        aliases: z.array(z.string().max(4096)).max(100),
        /** Status in the tree as it was, and in the canaried tree. */
        status: z.string().max(40),
        statusAfter: z.string().max(40),
        note: z.string().max(1000).optional(),
      }),
    )
    .max(10_000),
  skipped: z.array(z.object({ path: z.string().max(4096), reason: z.string().max(1000) })).max(10_000),
  prediction: z.object({
    order: z.array(z.string().max(100)).max(20_000),
    later: z.array(z.object({ word: z.string().max(100), trigger: z.string().max(4096) })).max(20_000),
  }),
});

export type Manifest = z.infer<typeof manifestSchema>;

export type ManifestRead = { ok: true; manifest: Manifest } | { ok: false; error: string };

/** From parsed JSON: the manifest, or a sentence naming the first problems. */
export function readManifest(raw: unknown): ManifestRead {
  const parsed = manifestSchema.safeParse(raw);
  if (parsed.success) {
    const known = new Set(parsed.data.codewords.map((c) => c.word));
    const stray = parsed.data.prediction.order.find((w) => !known.has(w));
    if (stray !== undefined)
      return { ok: false, error: `The manifest predicts ${stray}, which it never planted; it was edited or is damaged.` };
    return { ok: true, manifest: parsed.data };
  }
  const where = parsed.error.issues.slice(0, 3).map((i) => `${i.path.join(".") || "(top)"}: ${i.message}`);
  return { ok: false, error: `This is not a Rulescope canary manifest (${where.join("; ")}).` };
}

/** From text (a file's content): bounded, JSON parsed without throwing. */
export function parseManifest(text: string): ManifestRead {
  if (text.length > MAX_MANIFEST_CHARS)
    return { ok: false, error: `The manifest has more than ${MAX_MANIFEST_CHARS} characters; a canary manifest is far smaller.` };
  let raw: unknown;
  try {
    raw = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (e) {
    return { ok: false, error: `The manifest is not valid JSON (${e instanceof Error ? e.message : String(e)}).` };
  }
  return readManifest(raw);
}
