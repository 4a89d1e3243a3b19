// The npm packages the `rulescope` bundle is made of (besides esbuild, which makes it): what
// scripts/build-cli-minimal.mjs installs to build it without the playground's dependencies (the
// pre-commit hook's first run). Their versions are package.json's. test/pre-commit.test.ts holds this
// list to the bundle's own inputs (esbuild's metafile), so a new import cannot be left out.
export const CLI_PACKAGES = [
  "@modelcontextprotocol/sdk",
  "fflate",
  "gpt-tokenizer",
  "ignore",
  "jsonc-parser",
  "marked",
  "minimatch",
  "picomatch",
  "vscode-languageserver",
  "vscode-languageserver-textdocument",
  "yaml",
  "zod",
];
export const BUILDER = "esbuild";
