import { describe, expect, it } from "vitest";
import { sameOriginPath } from "./same-origin-path.ts";

const ORIGIN = "https://rawaq.example.sa";
const judge = (target: string) => sameOriginPath(target, ORIGIN);

describe("sameOriginPath", () => {
  it.each([
    ["/ar/books", "/ar/books"],
    ["/en/my-requests/view/7?tab=messages#latest", "/en/my-requests/view/7?tab=messages#latest"],
    ["/api/health", "/api/health"],
    // Dot segments stay on the origin: the URL resolves them.
    ["/ar/../en/books", "/en/books"],
    // An encoded character that is not a separator is a path like any other.
    ["/ar/books?q=%D8%AF%D8%A7%D8%B1", "/ar/books?q=%D8%AF%D8%A7%D8%B1"],
  ])("follows the same-origin path %s", (target, path) => {
    expect(judge(target)).toBe(path);
  });

  it.each([
    ["another origin", "https://evil.example"],
    ["another origin over http", "http://rawaq.example.sa.evil.example/ar"],
    ["this origin, written absolute", `${ORIGIN}/ar/books`],
    ["a protocol-relative URL", "//evil.example"],
    ["a protocol-relative URL with a path", "//evil.example/ar/books"],
    ["a backslash for the second slash", "/\\evil.example"],
    ["two backslashes", "\\\\evil.example"],
    ["a backslash then a slash", "\\/evil.example"],
    ["a tab between the slashes", "/\t/evil.example"],
    ["a newline between the slashes", "/\n/evil.example"],
    ["a leading space", " //evil.example"],
    ["a leading NUL", "\u0000//evil.example"],
    ["an ideographic space", "/\u3000/evil.example"],
    ["javascript:", "javascript:alert(1)"],
    ["javascript: with a comment and a newline", "javascript://%0aalert(1)"],
    ["JavaScript: in capitals", "JaVaScRiPt:alert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["a relative path", "ar/books"],
    ["an empty target", ""],
    ["a percent-encoded second slash", "/%2Fevil.example"],
    ["a percent-encoded backslash", "/%5Cevil.example"],
    ["a percent-encoded tab", "/%09/evil.example"],
    ["a doubly encoded second slash", "/%252Fevil.example"],
    ["an encoded javascript: after a slash", "/%0Ajavascript:alert(1)"],
    ["a malformed escape", "/ar/%E0%A4%A"],
    ["an escape nested past the decodings checked", "/%252525252Fevil.example"],
  ])("refuses %s", (_, target) => {
    expect(judge(target)).toBeNull();
  });
});
