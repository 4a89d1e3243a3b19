import { describe, expect, it } from "vitest";
import { inlineTextRuns, markdownTextRuns, stripBlockHtmlComments } from "./markdown-scan";

describe("stripBlockHtmlComments", () => {
  it("drops a comment block with the empty lines after it", () => {
    expect(stripBlockHtmlComments("a\n\n<!-- c -->\n\nb\n")).toEqual({ content: "a\n\nb\n", stripped: true });
  });
  it("keeps text after --> on the closing line, and multi-line comments go whole", () => {
    expect(stripBlockHtmlComments("<!-- x\ny --> tail\nnext\n").content).toBe(" tail\nnext\n");
  });
  it("leaves inline comments, comments in code, and unclosed comments", () => {
    for (const s of ["text <!-- c --> more\n", "```\n<!-- c -->\n```\n", "    <!-- c -->\n", "<!-- open\n\nb\n"]) expect(stripBlockHtmlComments(s)).toEqual({ content: s, stripped: false });
  });
  it("folds CRLF only when it rebuilds the text", () => {
    expect(stripBlockHtmlComments("a\r\n<!-- c -->\r\nb\r\n").content).toBe("a\nb\n");
    expect(stripBlockHtmlComments("a\r\nb\r\n").content).toBe("a\r\nb\r\n");
  });
});

describe("markdownTextRuns", () => {
  it("skips fences, indented code, code spans, HTML blocks and link destinations", () => {
    const runs = markdownTextRuns("p `c` q\n\n```\nfenced\n```\n\n    indented\n\n<div>\nhtml\n</div>\n\n[label](dest) end\n");
    expect(runs.join("|")).toBe("p | q|label| end");
  });
  it("hands over a list item's raw text too (code spans included), as a lexer's text token does", () => {
    expect(markdownTextRuns("- see `x` now\n")).toEqual(["see `x` now", "see ", " now"]);
  });
  it("emphasis delimiters and escapes split runs; intraword underscores do not", () => {
    expect(inlineTextRuns("**bold** snake_case a\\*b")).toEqual(["bold", " snake_case a", "b"]);
  });
});
