// ESLint: JavaScript's and typescript-eslint's recommended sets, React's rules of hooks, and the
// fence that keeps the resolver core portable. lib/ (but lib/cli/) must run in the browser
// and on Node through the fs port, so it imports no UI framework, no editor and no Node built-in.
import { readFileSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const NODE_BUILTINS = [
  "fs",
  "path",
  "os",
  "child_process",
  "crypto",
  "util",
  "url",
  "stream",
  "buffer",
  "events",
  "process",
  "zlib",
  "http",
  "https",
  "net",
  "worker_threads",
  "module",
  "assert",
  "readline",
  "tty",
];

const UNUSED = { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true };

/** The fence of the resolver core (lib/ but lib/cli/): no Node built-in, no UI, no framework. */
const LIB_FENCE = {
  paths: NODE_BUILTINS.map((name) => ({
    name,
    message: "lib/ is shared with the browser: read files through the fs port (lib/fs/port.ts).",
  })),
  patterns: [
    { group: ["node:*"], message: "No Node built-ins in lib/ (only lib/cli/ may use them)." },
    { group: ["react", "react-dom", "react/*", "react-dom/*"], message: "The core has no UI: put React in components/." },
    { group: ["next", "next/*"], message: "The core does not depend on Next.js." },
    { group: ["monaco-editor", "monaco-editor/*", "@monaco-editor/*"], message: "The editor belongs to components/." },
    { group: ["@/components/*", "@/app/*", "**/components/*", "**/app/*"], message: "lib/ must not import UI code." },
  ],
};

/** The profile ids, read from the agent manifest (lib/agents/registry.ts, the one hand-kept list). */
const MANIFEST = readFileSync(new URL("./lib/agents/registry.ts", import.meta.url), "utf8");
const PROFILE_IDS = [...MANIFEST.slice(0, MANIFEST.indexOf("] as const")).matchAll(/^\s+"([a-z0-9-]+)",$/gm)].map((m) => m[1]);

/** An import of another profile's folder, from a module in a profile folder. */
const NO_OTHER_PROFILE = {
  regex: `^\\.\\./(${PROFILE_IDS.join("|")})(/|$)`,
  message:
    "No import from another profile's folder: move what both need into a shared module (lib/agents/shared.ts, lib/core/), or declare `host` and call ctx.host().",
};

export default tseslint.config(
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      "out/**",
      "out-subpath/**",
      "out.root-build/**",
      "next-env.d.ts",
      "test-results/**",
      "dist/**",
    ],
  },
  {
    files: ["**/*.ts", "**/*.tsx", "**/*.mjs"],
    languageOptions: { parser: tseslint.parser },
  },
  { files: ["**/*.{ts,tsx,mjs}"], ...js.configs.recommended },
  // Scripts and configs run on Node (some in the page's build): its globals are defined there.
  { files: ["**/*.mjs"], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  ...tseslint.configs.recommended.map((c) => ({ ...c, files: ["**/*.{ts,tsx}"] })),
  {
    files: ["**/*.{ts,tsx,mjs}"],
    rules: {
      // TypeScript knows every name; the core rule cannot see types.
      "no-undef": "off",
      // Binary sniffing, terminal escapes and permalink checks match control characters on purpose.
      "no-control-regex": "off",
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    // A leading underscore marks a value left out on purpose (a destructured field dropped from a copy).
    rules: { "@typescript-eslint/no-unused-vars": ["error", UNUSED] },
  },
  { files: ["**/*.mjs"], rules: { "no-unused-vars": ["error", UNUSED] } },
  {
    files: ["**/*.tsx", "components/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    files: ["lib/**/*.ts"],
    ignores: ["lib/cli/**", "lib/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", LIB_FENCE] },
  },
  {
    // A profile is an island: what two profiles share goes down a floor into a named module of
    // lib/agents/ (shared.ts, gemini-lineage.ts) or lib/core/, and a plugin reaches its host's session
    // through ctx.host() (ProfileMeta.host), so no profile imports another's folder. Tests too.
    files: ["lib/agents/*/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { ...LIB_FENCE, patterns: [...LIB_FENCE.patterns, NO_OTHER_PROFILE] }] },
  },
  {
    files: ["lib/agents/*/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [NO_OTHER_PROFILE] }] },
  },
  {
    // The page loads profile data from lib/agents/meta.ts; resolvers (lib/agents/index.ts and each
    // profile's index.ts) run in the worker only, so they stay out of the first-load JavaScript.
    files: ["components/**/*.ts", "components/**/*.tsx", "app/**/*.ts", "app/**/*.tsx"],
    ignores: ["components/worker/**", "**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // lib/agents itself or its index, a profile folder (its index.ts), or any module in a profile
              // folder but meta.ts, facts.ts and examples.ts. lib/agents/page-meta, base and registry pass;
              // lib/agents/meta does not: it imports every profile's facts, which page-meta's JSON leaves out.
              regex:
                "(^|/)lib/agents(/index)?$|(^|/)lib/agents/[a-z-]+(/index)?$(?<!/(page-meta|base|define|registry))|(^|/)lib/agents/[a-z-]+/(?!(meta|facts|examples)$)[^/]+$",
              message:
                "The page imports profile data from lib/agents/page-meta (PROFILE_METAS, findMeta), the ids from lib/agents/registry, or a profile's meta.ts; resolvers belong to the worker.",
            },
            {
              // resolve() and the runners over it pull every profile and the tokenizer: the worker's.
              regex: "(^|/)lib/(resolve|compare/run)$",
              message:
                "The page gets Resolutions from the worker (components/worker); lib/compare/diff compares them without running a resolver.",
            },
            {
              // The check's engine runs every profile: the worker runs it, the page shows its report.
              regex: "(^|/)lib/check/(engine|runs|cross|findings|coverage-of|references|tree|identity|config)$",
              message: "The page shows the check's report (lib/check/types, codes, causes, coverage); the engine belongs to the worker.",
            },
          ],
        },
      ],
      // Number#toLocaleString builds an Intl formatter per call: on every render of every tree row it
      // was a measurable part of a keystroke. components/format.ts keeps one.
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='toLocaleString'][arguments.0.value='en-US']",
          message: "Use formatCount() from components/format.ts: one shared Intl.NumberFormat.",
        },
      ],
    },
  },
  // Functions longer than 80 lines (blank lines and comments aside) are hard to read and to test:
  // split them into a view or a loop and small tested parts.
  {
    files: ["lib/**/*.ts", "components/**/*.{ts,tsx}", "app/**/*.{ts,tsx}", "scripts/**/*.{ts,mjs}"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true }] },
  },
);
