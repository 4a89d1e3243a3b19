import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MAX_MARKDOWN_NESTING,
  inlineTextRuns,
  markdownTextRuns,
  markdownTooComplex,
  simpleTextRuns,
  stripBlockHtmlComments,
  withoutHtmlComments,
} from "./markdown-scan";
import { TEXT_MEMO_MAX_CHARS, TEXT_MEMO_SIZE } from "./text-memo";

describe("stripBlockHtmlComments", () => {
  it("drops a comment block with the empty lines after it", () => {
    expect(stripBlockHtmlComments("a\n\n<!-- c -->\n\nb\n")).toEqual({ content: "a\n\nb\n", stripped: true });
  });
  it("keeps text after --> on the closing line, and multi-line comments go whole", () => {
    expect(stripBlockHtmlComments("<!-- x\ny --> tail\nnext\n").content).toBe(" tail\nnext\n");
  });
  it("leaves inline comments, comments in code, and unclosed comments", () => {
    for (const s of ["text <!-- c --> more\n", "```\n<!-- c -->\n```\n", "    <!-- c -->\n", "<!-- open\n\nb\n"])
      expect(stripBlockHtmlComments(s)).toEqual({ content: s, stripped: false });
  });
  it("folds CRLF only when it rebuilds the text", () => {
    expect(stripBlockHtmlComments("a\r\n<!-- c -->\r\nb\r\n").content).toBe("a\nb\n");
    expect(stripBlockHtmlComments("a\r\nb\r\n").content).toBe("a\r\nb\r\n");
  });
  it("drops link reference definitions when it rebuilds the text (marked records them, emits no token)", () => {
    expect(stripBlockHtmlComments("[x]: /u\n\n<!-- c -->\ntext\n")).toEqual({ content: "text\n", stripped: true });
    expect(stripBlockHtmlComments("[x]: /u\n\ntext\n").content).toBe("[x]: /u\n\ntext\n");
  });
  it("only strips top-level comments: one inside a list item stays", () => {
    expect(stripBlockHtmlComments("- a\n  <!-- c -->\n")).toEqual({ content: "- a\n  <!-- c -->\n", stripped: false });
  });
});

describe("markdownTextRuns", () => {
  it("skips fences, indented code, code spans, HTML blocks and link destinations", () => {
    const { runs } = markdownTextRuns("p `c` q\n\n```\nfenced\n```\n\n    indented\n\n<div>\nhtml\n</div>\n\n[label](dest) end\n");
    expect(runs.join("|")).toBe("p | q|label| end");
  });
  it("hands over a list item's raw text too (code spans included), as a lexer's text token does", () => {
    expect(markdownTextRuns("- see `x` now\n").runs).toEqual(["see `x` now", "see ", " now"]);
  });
  it("emphasis delimiters and escapes split runs; intraword underscores do not", () => {
    expect(inlineTextRuns("**bold** snake_case a\\*b")).toEqual(["bold", " snake_case a", "b"]);
  });
  it("a loose list's items are lexed as text tokens too, so their raw text is given as well", () => {
    expect(markdownTextRuns("- a `x`\n\n- b\n").runs).toEqual(["a `x`", "a ", "b", "b"]);
  });
  it("link reference definitions are not text; a reference link's label is", () => {
    expect(markdownTextRuns("[x]: ./d.md\n\nuse [l][x]\n").runs).toEqual(["use ", "l"]);
  });
  it("an image's alt text is not scanned", () => {
    expect(markdownTextRuns("![@./a.md](b.png) tail\n").runs).toEqual([" tail"]);
  });
  it("a tab reaches the next 4-column stop: a tab indent, or `-` and two tabs, is indented code", () => {
    expect(markdownTextRuns("\t@./a.md\n").runs).toEqual([]);
    expect(markdownTextRuns("-\t\t@./a.md\n").runs).toEqual([]);
    // One tab after the marker leaves the item text (marked keeps the tab's spare columns as spaces).
    expect(markdownTextRuns("-\t@./a.md\n").runs.map((r) => r.trim())).toEqual(["@./a.md", "@./a.md"]);
  });
  it("text comes unescaped (as marked >= 15 hands it over), blockquotes and headings included", () => {
    expect(markdownTextRuns("a @b&c.md <x>\n").runs).toEqual(["a @b&c.md "]);
    expect(markdownTextRuns("> # h 'q'\n").runs).toEqual(["h 'q'"]);
  });
});

describe("bounded markdown reading", () => {
  it("hands marked only what it lexes in good time; the rest goes to the linear scanner with a reason", () => {
    // Each of these took marked from seconds to minutes (measured: 20 KB of "_a " 33 s).
    const hostile = [
      "_a ".repeat(40_000),
      ">".repeat(MAX_MARKDOWN_NESTING + 1) + " deep",
      Array.from({ length: 2000 }, (_, i) => "  ".repeat(i) + "- x").join("\n"),
      "[a](".repeat(40_000),
    ];
    for (const text of hostile) {
      expect(markdownTooComplex(text), text.slice(0, 20)).not.toBeNull();
      const read = markdownTextRuns(text + "\n\n@after.md `@code.md`\n");
      expect(read.simplified).toBeTruthy();
      expect(read.runs.join("")).toContain("@after.md");
      expect(read.runs.join("")).not.toContain("@code.md");
    }
  });
  it("real documents stay with marked: long lists with bold, snake_case prose, nested lists a few levels deep", () => {
    const doc = [
      "# Rules",
      ...Array.from({ length: 300 }, (_, i) => `- **Rule ${i}**: use snake_case_names like my_var_${i} and [links](x_${i}.md)`),
      "",
      ...Array.from({ length: 8 }, (_, i) => "  ".repeat(i) + "- nested"),
      "> > quoted",
    ].join("\n");
    expect(markdownTooComplex(doc)).toBeNull();
    expect(markdownTextRuns(doc).simplified).toBeUndefined();
  });
  it("the linear scanner skips fences, code spans and comments, and keeps the rest", () => {
    expect(simpleTextRuns("a `x` b\n```\n@in-fence\n```\nc <!-- @gone --> d ``e`` f `unclosed\n").join("|")).toBe(
      "a | b\nc | d | f `unclosed\n\n",
    );
  });
  it("a block quote MAX_MARKDOWN_NESTING deep still goes to marked", () => {
    expect(markdownTooComplex(">".repeat(MAX_MARKDOWN_NESTING) + " x")).toBeNull();
  });
});

describe("markdownTextRuns cache", () => {
  it(`keeps the last ${TEXT_MEMO_SIZE} documents' runs (frozen), forgets older ones and never keeps long ones`, () => {
    const doc = (i: number) => `see @file${i}.md and \`@code${i}\`\n`;
    const first = markdownTextRuns(doc(0));
    expect(first).toEqual({ runs: ["see @file0.md and "] });
    expect(Object.isFrozen(first) && Object.isFrozen(first.runs)).toBe(true);
    expect(markdownTextRuns(doc(0))).toBe(first);
    for (let i = 1; i <= TEXT_MEMO_SIZE; i++) markdownTextRuns(doc(i));
    const again = markdownTextRuns(doc(0));
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
    const long = "x".repeat(TEXT_MEMO_MAX_CHARS + 1);
    expect(markdownTextRuns(long)).not.toBe(markdownTextRuns(long));
  });
});

describe("withoutHtmlComments", () => {
  it("removes what the lazy comment regex removes, for any mix of comment marks", () => {
    const piece = fc.constantFrom("<!--", "-->", "<!-->", "--", "a", "-", "<", "!", ">", "\n");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
        const text = parts.join("");
        expect(withoutHtmlComments(text)).toBe(text.replace(/<!--[\s\S]*?-->/g, ""));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("markdownTextRuns on a list of 200,000 items", () => {
  it("reads every item (an 8 MiB CLAUDE.md of bullets overflowed the stack)", () => {
    // Each item gives as many runs as in a short list (a tight item's text, then its inline text).
    const perItem = markdownTextRuns("- rule\n- rule\n").runs.length / 2;
    const { runs } = markdownTextRuns("- rule\n".repeat(200_000));
    expect(runs.filter((r) => r === "rule").length).toBe(200_000 * perItem);
  });
});
