import type { Example } from "../base";

const D = "/home/user/shop/.aiassistant/rules";

export const examples: Example[] = [
  {
    id: "jetbrains-ai-rule-types",
    title: "JetBrains AI Assistant: the four rule types",
    explanation:
      "style.md (Always) goes to every chat; kotlin.md (by file patterns) attaches because the chat references src/Order.kt; review.md (by model decision) is only offered.\nrelease.md (Manually) waits for @rule:release, and legacy.md, with no apply: line, is Off.",
    scenario: {
      version: 1,
      agent: "jetbrains-ai",
      cwd: "/home/user/shop",
      contextPaths: ["src/Order.kt"],
      files: {
        [`${D}/style.md`]: "---\napply: always\n---\n\nUse 4-space indents and trailing commas.\n",
        [`${D}/kotlin.md`]: "---\napply: by file patterns\npatterns: *.kt, *.kts\n---\n\nPrefer data classes and sealed interfaces.\n",
        [`${D}/review.md`]:
          "---\napply: by model decision\ninstructions: when the user asks for a code review\n---\n\nCheck null-safety first.\n",
        [`${D}/release.md`]: "---\napply: manually\n---\n\nBump the version in gradle.properties.\n",
        [`${D}/legacy.md`]: "Old notes written by hand, never typed in the IDE.\n",
        "/home/user/shop/src/Order.kt": "data class Order(val id: Long)\n",
      },
    },
  },
  {
    id: "jetbrains-ai-manual-rule",
    title: "JetBrains AI Assistant: invoking a Manually rule",
    explanation:
      "The prompt says #rule:migrations, so the Manually rule migrations.md joins the Always rule in this chat.\nWithout the mention it would be listed as not applied.",
    scenario: {
      version: 1,
      agent: "jetbrains-ai",
      cwd: "/home/user/api",
      prompt: "#rule:migrations add a column for the customer's tax id",
      files: {
        "/home/user/api/.aiassistant/rules/base.md": "---\napply: always\n---\n\nThis is a Spring Boot 3 service.\n",
        "/home/user/api/.aiassistant/rules/migrations.md":
          "---\napply: manually\n---\n\nWrite Flyway migrations; never edit an applied one.\n",
      },
    },
  },
];
