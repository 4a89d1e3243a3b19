/**
 * Reading `.aiassistant/rules`: each `.md` file directly in the folder, in name order, with the rule
 * type its metadata block gives it, and the notes that explain a rule that can never attach.
 */
import { basename, join, normalize } from "../../core/paths";
import type { Source } from "../../types";
import type { ProfileContext } from "../base";
import { filesByExtension, noText, readTextOrNote } from "../shared";
import { APPLY, APPLY_VALUES, NAME, RULE_EXT, RULES_DIR } from "./facts";
import { parseRuleFile, type RuleFile } from "./rule-file";

export interface Rule extends RuleFile {
  path: string;
  /** The rule's name: its file name without `.md`. */
  name: string;
  size: number;
}

/** Warnings for a type the plugin cannot act on as its author presumably meant. */
function typeNotes(ctx: ProfileContext, path: string, f: RuleFile): void {
  if (f.noApply)
    ctx.diag({
      level: "info",
      code: "no-trigger",
      path,
      message: `${path} has no apply: line in a leading --- block, so ${NAME} types it Off and never attaches it (set its Rule type in the IDE, or write apply: always).`,
    });
  else if (f.unknownApply !== undefined)
    ctx.diag({
      level: "warning",
      code: "unknown-trigger",
      path,
      message: `${path} sets apply: ${f.unknownApply}, which is not one of ${APPLY_VALUES.join(", ")} (matched case-sensitively), so ${NAME} treats it as Off.`,
    });
  else if (f.apply === APPLY.filePatterns && f.patterns.length === 0)
    ctx.diag({
      level: "warning",
      code: "condition-never-met",
      path,
      message: `${path} is typed by file patterns but has no patterns: line, so it never attaches.`,
    });
  else if (f.apply === APPLY.modelDecision && !f.instructions)
    ctx.diag({
      level: "info",
      code: "condition-never-met",
      path,
      message: `${path} is typed by model decision but has no instructions: line, so the model has no condition to decide on.`,
    });
}

/** Every rule file with text; anything else becomes a note. */
export function readRules(ctx: ProfileContext, notes: Source[]): Rule[] {
  const dir = join(normalize(ctx.input.cwd), RULES_DIR);
  const paths = filesByExtension(ctx, dir, RULE_EXT, (p, size) =>
    notes.push(noText(p, "rule", "unmatched", `Not a rule: only ${RULE_EXT} files in ${RULES_DIR} are project rules.`, size)),
  );
  const rules: Rule[] = [];
  for (const path of paths) {
    const read = readTextOrNote(ctx, path, "rule", (n) => notes.push(n));
    if (!read) continue;
    const f = parseRuleFile(read.text);
    typeNotes(ctx, path, f);
    if (f.body.trim() === "") {
      notes.push(noText(path, "rule", "empty", "Empty: it has no text after its metadata block, so it adds nothing.", read.size));
      continue;
    }
    rules.push({ ...f, path, name: basename(path).slice(0, -RULE_EXT.length), size: read.size });
  }
  return rules;
}
