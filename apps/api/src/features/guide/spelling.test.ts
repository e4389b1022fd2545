import { describe, expect, test } from "vitest";
import { editDistance, forgivenEdits, spellings } from "./spelling.ts";

describe("the guide's spellings of a typed word", () => {
  const words = ["palace", "walk", "naguib", "mahfouz", "الجبل", "الاخضر", "مكتبه", "البيت"];

  test("a word some text holds is looked for as typed, a part of a word too", () => {
    expect(spellings(["palace", "جبل", "walk"], words)).toEqual([["palace"], ["جبل"], ["walk"]]);
  });

  test("one edit is forgiven from 4 letters, two from 8; a transposition is one edit", () => {
    expect(spellings(["mahfuz"], words)).toEqual([["mahfouz"]]);
    expect(spellings(["plaace"], words)).toEqual([["palace"]]);
    expect(spellings(["الجيل"], words)).toEqual([["الجبل"]]);
    expect(spellings(["الاخظر"], words)).toEqual([["الاخضر"]]);
    expect([3, 4, 7, 8].map(forgivenEdits)).toEqual([0, 1, 1, 2]);
  });

  test("nothing near, nothing looked for; a short word is never guessed", () => {
    expect(spellings(["zebra"], words)).toEqual([[]]);
    expect(spellings(["wal"], ["walk"])).toEqual([["wal"]]);
    expect(spellings(["xyz"], words)).toEqual([["xyz"]]);
  });

  test("the closest come first, at most four", () => {
    const many = ["bake", "cake", "lake", "make", "rake", "take", "bike"];
    expect(spellings(["jake"], many)).toEqual([["bake", "cake", "lake", "make"]]);
  });

  test("the distance stops early past its limit", () => {
    expect(editDistance("kitten", "sitting", 3)).toBe(3);
    expect(editDistance("kitten", "sitting", 1)).toBe(2);
    expect(editDistance("ab", "ba", 1)).toBe(1);
  });
});
