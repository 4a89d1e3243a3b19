/**
 * What a check code is, declared once on its row in its family's module (lib/check/families/): its
 * severity and title, and each way the engine treats it. `npm run agents` gathers the rows into
 * code-table.json, the light table the page, the CLI's help and SARIF read without loading the emitters.
 *
 * Severity follows one policy (docs/checks/README.md): instructions an agent definitely loses (a cut,
 * a dropped file, a missing import, a rule that can never apply, a rule file nothing reads) are errors,
 * so a plain `rulescope check` fails CI on them; judgement calls are warnings; remarks are info.
 */
import type { DiagnosticCode } from "../diagnostic-codes";

export type Severity = "error" | "warning" | "info";

export interface CodeRow {
  readonly severity: Severity;
  readonly title: string;
  /**
   * "cause": says why an agent does not get a file's text. "symptom": only says that it does not, for
   * a reason a cause on the same file gives; folded into that cause (causes.ts).
   */
  readonly role?: "cause" | "symptom";
  /** Takes its file for a rule file: not drawn on a documentation page (docs-pages.ts). */
  readonly onRuleFile?: true;
  /** Says a file is read nowhere: not drawn on a template, which is read where it is copied to. */
  readonly unreadFile?: true;
  /** The resolver's diagnostics that become this finding (a diagnostic becomes one code at most). */
  readonly fromDiagnostics?: readonly DiagnosticCode[];
  /**
   * Keeps its severity when the diagnostic is info: an agent that ignores something silently says so
   * as info, and for these codes that silence is the point.
   */
  readonly keepsSeverity?: true;
  /** Told at the working folder when the diagnostic names no file: a setting has no file of its own. */
  readonly atFolder?: true;
  /** Info when the diagnostic offers no fix: an unknown key with no near known key costs nothing. */
  readonly infoWithoutFix?: true;
  /** At info (the agent asks the user first), a symptom folded into it does not raise its severity. */
  readonly staysInfoWhenFolding?: true;
}

/** A family's rows, checked as rows and kept literal (code-table.json is generated from them). */
export const defineCodes = <const T extends Record<string, CodeRow>>(rows: T): T => rows;
