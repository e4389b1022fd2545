import { describe, expect, test } from "vitest";
import { mailTextParts } from "./outbox-table.tsx";

const LINK =
  "http://localhost:3000/ar/auth/reset-password#token=Zk3q_x-9aB7cD1eF2gH3iJ4kL5mN6oP7qR8sT9uV0wX";

describe("mailTextParts", () => {
  test("the link of a reset mail becomes a link, the text around it stays text", () => {
    const text = `مرحبًا هدى،\n\nلتعيين كلمة مرور جديدة افتحوا هذا الرابط:\n${LINK}\n\nينتهي خلال 30 دقيقة.`;

    const parts = mailTextParts(text);

    expect(parts.filter((part) => part.href)).toEqual([{ text: LINK, href: LINK }]);
    expect(parts.map((part) => part.text).join("")).toBe(text);
  });

  test("a sentence's full stop or a bracket after an address is not part of it", () => {
    const parts = mailTextParts(
      "Open https://rawaq.example/en/auth/confirm-email#token=abc. (or https://rawaq.example/en)",
    );

    expect(parts.filter((part) => part.href).map((part) => part.href)).toEqual([
      "https://rawaq.example/en/auth/confirm-email#token=abc",
      "https://rawaq.example/en",
    ]);
  });

  test("nothing else is a link", () => {
    expect(mailTextParts("javascript:alert(1) ftp://x mailto:a@b")).toEqual([
      { text: "javascript:alert(1) ftp://x mailto:a@b" },
    ]);
  });
});
