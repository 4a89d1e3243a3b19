#!/usr/bin/env node
// `npm run build:cli`: bundles the `rulescope` command (lib/cli/main.ts and everything it imports,
// npm packages included) into plain JavaScript under dist/, so the published package needs no
// TypeScript loader and no runtime dependency. dist/rulescope.mjs is the entry (the package's "bin");
// each command's code sits in a chunk under dist/chunks/, loaded only when that command runs.
// `--outdir <dir>` builds elsewhere (tests build their own copy, so they never race over dist/).
// `npm pack` runs it first (the "prepack" script), so a tarball always carries a fresh bundle; the
// summary goes to stderr, leaving `npm pack --json` parseable.
import { build } from "esbuild";
import { chmodSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const flag = process.argv.indexOf("--outdir");
const outdir = flag > 0 && process.argv[flag + 1] ? resolve(process.argv[flag + 1]) : join(root, "dist");
const entry = join(outdir, "rulescope.mjs");

/**
 * The tokenizer's rank table (o200k_base) is a 2.4 MB JavaScript array literal; V8 takes far longer to
 * compile that than to JSON.parse the same data. Emit it as one JSON string instead (same values).
 */
const ranksAsJson = {
  name: "bpe-ranks-as-json",
  setup(b) {
    b.onLoad({ filter: /gpt-tokenizer[\\/]esm[\\/]bpeRanks[\\/]o200k_base\.js$/ }, async (args) => {
      const ranks = (await import(pathToFileURL(args.path).href)).default;
      if (!Array.isArray(ranks) || ranks.length < 100_000) throw new Error(`unexpected rank table in ${args.path}`);
      return { contents: `export default JSON.parse(${JSON.stringify(JSON.stringify(ranks))});\n`, loader: "js" };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  // The command, and the library entry (`import { check } from "rulescope"`, dist/index.mjs): they
  // share their chunks.
  entryPoints: [
    { in: "lib/cli/main.ts", out: "rulescope" },
    { in: "lib/cli/library.ts", out: "index" },
    // The language server's session runs in a worker thread (lib/cli/lsp/session-host.ts finds it here).
    { in: "lib/cli/lsp/session-worker.ts", out: "lsp-session-worker" },
  ],
  outdir,
  outExtension: { ".js": ".mjs" },
  chunkNames: "chunks/[name]-[hash]",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node18",
  // NO_MINIFY=1 keeps names, for reading a CPU profile of the command (node --cpu-prof).
  minify: process.env.NO_MINIFY !== "1",
  // Some bundled packages are CommonJS and call require() (yaml requires "process"): give each ESM
  // chunk a real require, which esbuild's shim then uses.
  banner: { js: 'import { createRequire as __rulescopeRequire } from "node:module"; const require = __rulescopeRequire(import.meta.url);' },
  legalComments: "eof",
  plugins: [ranksAsJson],
  // jsonc-parser's main entry is a UMD build that requires its own modules at run time (which a bundle
  // cannot follow); its ES module build bundles.
  alias: { "jsonc-parser": "./node_modules/jsonc-parser/lib/esm/main.js" },
  metafile: true,
  logLevel: "warning",
});

writeFileSync(entry, "#!/usr/bin/env node\n" + readFileSync(entry, "utf8"));
chmodSync(entry, 0o755);

const outputs = Object.entries(result.metafile.outputs);
const bytes = outputs.reduce((n, [, o]) => n + o.bytes, 0);
console.error(
  `build-cli: ${entry}, the library entry, the language server's worker and ${outputs.length - 3} chunks, ${(bytes / 1024 / 1024).toFixed(1)} MiB in all`,
);
