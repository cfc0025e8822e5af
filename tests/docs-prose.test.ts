/**
 * The README and the guides in docs/ are read by people setting the project up: no paragraph may
 * stop in the middle of a sentence. Code blocks, tables, headings and markup are not prose.
 */
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

const GUIDES = ["README.md", "docs/architecture.md", "docs/search.md", "docs/operations.md", "docs/testing.md"];

/** The last line of each prose paragraph (list items included) that does not end a sentence. */
function unfinishedParagraphs(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, "");
  return prose
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim().split("\n"))
    .filter((lines) => lines[0] !== "" && !/^(#|\||<|>|!\[)/.test(lines[0]!.trimStart()))
    .map((lines) => lines.at(-1)!.trimEnd())
    .filter((last) => !/[.:!?)»`*>]$/.test(last));
}

describe("the README and the guides", () => {
  it("end every paragraph with its sentence", () => {
    for (const guide of GUIDES) expect(unfinishedParagraphs(readFileSync(guide, "utf8")), guide).toEqual([]);
  });

  it("would catch a paragraph cut in the middle of a sentence", () => {
    expect(
      unfinishedParagraphs(
        "Uno.\n\n**Trying the accounts locally**: register at `/register` with an address of the chosen\n\n## Otro",
      ),
    ).toEqual(["**Trying the accounts locally**: register at `/register` with an address of the chosen"]);
  });
});
