// ESLint: the fence that keeps the resolver core portable. lib/ (but lib/cli/) must run in the browser
// and on Node through the fs port, so it imports no UI framework, no editor and no Node built-in.
import tseslint from "typescript-eslint";

const NODE_BUILTINS = [
  "fs", "path", "os", "child_process", "crypto", "util", "url", "stream", "buffer", "events",
  "process", "zlib", "http", "https", "net", "worker_threads", "module", "assert", "readline", "tty",
];

export default tseslint.config(
  { ignores: ["node_modules/**", ".next/**", "out/**", "next-env.d.ts", "test-results/**", "dist/**"] },
  {
    files: ["**/*.ts", "**/*.tsx", "**/*.mjs"],
    languageOptions: { parser: tseslint.parser },
  },
  {
    files: ["lib/**/*.ts"],
    ignores: ["lib/cli/**", "lib/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: NODE_BUILTINS.map((name) => ({ name, message: "lib/ is shared with the browser: read files through the fs port (lib/fs/port.ts)." })),
          patterns: [
            { group: ["node:*"], message: "No Node built-ins in lib/ (only lib/cli/ may use them)." },
            { group: ["react", "react-dom", "react/*", "react-dom/*"], message: "The core has no UI: put React in components/." },
            { group: ["next", "next/*"], message: "The core does not depend on Next.js." },
            { group: ["monaco-editor", "monaco-editor/*", "@monaco-editor/*"], message: "The editor belongs to components/." },
            { group: ["@/components/*", "@/app/*", "**/components/*", "**/app/*"], message: "lib/ must not import UI code." },
          ],
        },
      ],
    },
  },
);
