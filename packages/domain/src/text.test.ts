import { describe, expect, it } from "vitest";
import {
  InputTooDeepError,
  MAX_INPUT_DEPTH,
  cleanText,
  normalizeInput,
  normalizeText,
} from "./text.ts";

// Each class of removed character at both ends of its range, beside its kept neighbours, so a
// rule that grows or shrinks by one code point fails here.
const REMOVED: [string, string][] = [
  ["NUL", "\u0000"],
  ["U+0001", "\u0001"],
  ["backspace", "\u0008"],
  ["vertical tab", "\u000b"],
  ["form feed", "\u000c"],
  ["shift out", "\u000e"],
  ["unit separator", "\u001f"],
  ["DEL", "\u007f"],
  ["the first C1 control", "\u0080"],
  ["next line (NEL)", "\u0085"],
  ["the last C1 control", "\u009f"],
  ["Arabic letter mark", "\u061c"],
  ["zero-width space", "\u200b"],
  ["zero-width non-joiner", "\u200c"],
  ["zero-width joiner", "\u200d"],
  ["left-to-right mark", "\u200e"],
  ["right-to-left mark", "\u200f"],
  ["left-to-right embedding", "\u202a"],
  ["right-to-left embedding", "\u202b"],
  ["pop directional formatting", "\u202c"],
  ["left-to-right override", "\u202d"],
  ["right-to-left override", "\u202e"],
  ["word joiner", "\u2060"],
  ["invisible plus", "\u2064"],
  ["left-to-right isolate", "\u2066"],
  ["right-to-left isolate", "\u2067"],
  ["first strong isolate", "\u2068"],
  ["pop directional isolate", "\u2069"],
  ["nominal digit shapes", "\u206f"],
  ["byte-order mark", "\ufeff"],
];

const KEPT: [string, string][] = [
  ["tab", "\t"],
  ["line feed", "\n"],
  ["carriage return", "\r"],
  ["space", " "],
  ["tilde", "~"],
  ["no-break space", "\u00a0"],
  ["inverted exclamation mark", "\u00a1"],
  ["Arabic semicolon", "\u061b"],
  ["Arabic triple dot", "\u061d"],
  ["hair space", "\u200a"],
  ["hyphen", "\u2010"],
  ["narrow no-break space", "\u202f"],
  ["superscript zero", "\u2070"],
  ["U+FEFE", "\ufefe"],
  ["fullwidth exclamation mark", "\uff01"],
  ["replacement character", "\ufffd"],
  ["an emoji (a surrogate pair)", "\ud83d\udcda"],
  ["Arabic letters", "دار"],
];

describe("normalizeText", () => {
  it.each(REMOVED)("removes %s", (_name, character) => {
    expect(normalizeText(`a${character}b`)).toBe("ab");
    expect(normalizeText(`${character}${character}`)).toBe("");
  });

  it.each(KEPT)("keeps %s", (_name, character) => {
    expect(normalizeText(`a${character}b`)).toBe(`a${character}b`);
  });

  it("removes every occurrence, not just the first", () => {
    expect(normalizeText("\u202eدار\u0000 \u202eالمعرفة\u0000")).toBe("دار المعرفة");
  });

  it("keeps spacing as it is: trimming and collapsing belong to cleanText", () => {
    expect(normalizeText("  a \n\n b  ")).toBe("  a \n\n b  ");
  });

  it.each([
    ["a lone high surrogate", "a\ud800b", "a\ufffdb"],
    ["a lone low surrogate", "a\udc00b", "a\ufffdb"],
    ["a high surrogate at the end", "a\udbff", "a\ufffd"],
    ["a low surrogate at the start", "\udfffa", "\ufffda"],
    ["a pair in the wrong order", "\udc00\ud800", "\ufffd\ufffd"],
    ["two high surrogates before a low one", "\ud800\ud83d\udcda", "\ufffd\ud83d\udcda"],
  ])("replaces %s with U+FFFD", (_name, input, output) => {
    expect(normalizeText(input)).toBe(output);
  });

  it("leaves clean text untouched", () => {
    expect(normalizeText("Rawaq رواق 2026")).toBe("Rawaq رواق 2026");
  });
});

describe("cleanText", () => {
  it.each([
    ["trims both ends", "  دار  ", "دار"],
    ["collapses runs of spaces, tabs and lines into one space", "a \t\n\r  b", "a b"],
    ["removes what normalizeText removes", "\u202bدار\u202c\u0000 المعرفة", "دار المعرفة"],
    ["collapses around a removed character", "a \u200f b", "a b"],
    ["makes an invisible-only text empty", "\u200f\u0000 \u202e", ""],
  ])("%s", (_name, input, output) => {
    expect(cleanText(input)).toBe(output);
  });
});

describe("normalizeInput", () => {
  it("normalises a string", () => {
    expect(normalizeInput("a\u0000b")).toBe("ab");
  });

  it.each([
    ["a number", 42],
    ["zero", 0],
    ["true", true],
    ["false", false],
    ["null", null],
    ["undefined", undefined],
  ])("returns %s as it is", (_name, value) => {
    expect(normalizeInput(value)).toBe(value);
  });

  it("normalises strings inside arrays and objects, and the keys", () => {
    const input = {
      "na\u0000me": "\u202eدار\u202c",
      ids: ["a\u0000", 1, null],
      nested: { "\u200freason": ["x\u0007y"] },
    };
    expect(normalizeInput(input)).toEqual({
      name: "دار",
      ids: ["a", 1, null],
      nested: { reason: ["xy"] },
    });
  });

  it("returns new objects and arrays, leaving the input as it was", () => {
    const input = { list: ["a\u0000"] };
    const output = normalizeInput(input) as typeof input;
    expect(output).not.toBe(input);
    expect(output.list).not.toBe(input.list);
    expect(input.list[0]).toBe("a\u0000");
  });

  it("keeps a __proto__ key as a plain key, never as the prototype", () => {
    const input = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as unknown;
    const output = normalizeInput(input) as Record<string, unknown>;
    expect(Object.getPrototypeOf(output)).toBe(Object.prototype);
    expect(Object.keys(output)).toEqual(["__proto__", "a"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("lets a later key win when two keys normalise to the same one, as JSON does", () => {
    expect(normalizeInput({ name: "first", "name\u200f": "second" })).toEqual({ name: "second" });
  });

  const nested = (levels: number): unknown => {
    let value: unknown = "leaf\u0000";
    for (let level = 0; level < levels; level += 1) {
      value = level % 2 === 0 ? [value] : { key: value };
    }
    return value;
  };

  it(`reads ${MAX_INPUT_DEPTH} levels of arrays and objects`, () => {
    expect(MAX_INPUT_DEPTH).toBe(32);
    expect(normalizeInput(nested(MAX_INPUT_DEPTH))).toEqual(
      JSON.parse(JSON.stringify(nested(MAX_INPUT_DEPTH)).replace("\\u0000", "")),
    );
  });

  it.each([
    ["arrays", [[[["x"]]]]],
    ["objects", { a: { b: { c: { d: "x" } } } }],
  ])("refuses one level more, in %s", (_name, value) => {
    let deep: unknown = value;
    for (let level = 4; level <= MAX_INPUT_DEPTH; level += 1) deep = [deep];
    expect(() => normalizeInput(deep)).toThrow(InputTooDeepError);
    expect(() => normalizeInput(deep)).toThrow("The input nests too deeply.");
  });

  it("names its error", () => {
    expect(new InputTooDeepError("x").name).toBe("InputTooDeepError");
  });
});
