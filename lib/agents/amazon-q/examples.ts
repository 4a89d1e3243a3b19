import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "amazon-q-cli-default-agent",
    title: "Amazon Q CLI: the default agent's context files, largest first",
    explanation:
      "AmazonQ.md, AGENTS.md, README.md and every .md below .amazonq/rules are sent; the long README goes first, the rest in path order.\nThe AGENTS.md in packages/api is not a resource of the default agent, so it is never read.",
    scenario: {
      version: 1,
      agent: "amazon-q",
      cwd: "/repo",
      files: {
        "/repo/AmazonQ.md": "Use pnpm, never npm.\n",
        "/repo/AGENTS.md": "Run `pnpm test` before you commit.\n",
        "/repo/README.md": `# Shop\n\nA demo storefront. ${"It has a catalogue, a cart and a checkout. ".repeat(6)}\n`,
        "/repo/.amazonq/rules/typescript.md": "Prefer `unknown` to `any`.\n",
        "/repo/.amazonq/rules/aws/cdk.md": "Every S3 bucket blocks public access.\n",
        "/repo/packages/api/AGENTS.md": "API-only rules (not read by Q).\n",
      },
    },
  },
  {
    id: "amazon-q-cli-budget",
    title: "Amazon Q CLI: a small context window drops the largest file",
    explanation:
      "With a 2,000-token window Q keeps context files under 1,500 tokens: the 8,000-byte architecture rule (2,000 tokens) is dropped.\nThe smaller files still fit and are sent, largest first.",
    scenario: {
      version: 1,
      agent: "amazon-q",
      cwd: "/repo",
      config: { contextWindowTokens: 2000 },
      files: {
        "/repo/AmazonQ.md": "Use pnpm.\n",
        "/repo/.amazonq/rules/architecture.md": `# Architecture\n${"Services talk through the event bus only. ".repeat(190)}\n`,
        "/repo/.amazonq/rules/testing.md": `# Testing\n${"Each handler has a unit test. ".repeat(20)}\n`,
      },
    },
  },
  {
    id: "amazon-q-ide-rules",
    title: "Amazon Q IDE: rules pinned as <promptInstruction> entries",
    explanation:
      "The IDE pins AmazonQ.md, README.md and the rules folder (walked recursively) in that order, each as a <promptInstruction>.\nAGENTS.md is not among the IDE's resources, so it stays out.",
    scenario: {
      version: 1,
      agent: "amazon-q",
      variant: "ide",
      cwd: "/repo",
      files: {
        "/repo/AmazonQ.md": "Use pnpm.\n",
        "/repo/README.md": "# Shop\n",
        "/repo/AGENTS.md": "Not read by the IDE.\n",
        "/repo/.amazonq/rules/java/javadoc.md": "Every public method has Javadoc.\n",
        "/repo/.amazonq/rules/python.md": "Use type hints.\n",
      },
    },
  },
];
