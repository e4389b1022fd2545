// House rules that no published plugin states the way we need them (STYLE.md, Tooling).

const PHYSICAL_CLASS =
  /^-?((m[lr]|p[lr]|scroll-m[lr]|scroll-p[lr]|left|right|border-[lr]|rounded-[lr]|rounded-(tl|tr|bl|br))(-|$)|(text|float|clear)-(left|right)$)/;
const LOGICAL_HINT =
  "Use logical classes (ms-/me-/ps-/pe-/start-/end-/text-start/border-s/rounded-s): the layout must mirror in Arabic.";

function physicalTokens(text) {
  return text
    .split(/\s+/)
    .map((token) => token.split(":").at(-1) ?? "")
    .filter((utility) => PHYSICAL_CLASS.test(utility.replace(/^!/, "")));
}

/** Flags physical direction utility classes in string literals and templates. */
const noPhysicalDirectionClasses = {
  meta: { type: "problem", schema: [], messages: { physical: "'{{token}}': " + LOGICAL_HINT } },
  create(context) {
    function check(node, text) {
      for (const token of physicalTokens(text)) {
        context.report({ node, messageId: "physical", data: { token } });
      }
    }
    return {
      Literal(node) {
        if (typeof node.value === "string") check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? "");
      },
    };
  },
};

const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/;

/** File names are kebab-case (`phone-input.tsx`, `use-health.ts`). */
const kebabCaseFilename = {
  meta: {
    type: "suggestion",
    schema: [],
    messages: { name: "File name '{{name}}' is not kebab-case." },
  },
  create(context) {
    return {
      Program(node) {
        const name = context.filename.split(/[\\/]/).at(-1) ?? "";
        if (!KEBAB_CASE.test(name)) context.report({ node, messageId: "name", data: { name } });
      },
    };
  },
};

export const rawaqRules = {
  rules: {
    "no-physical-direction-classes": noPhysicalDirectionClasses,
    "kebab-case-filename": kebabCaseFilename,
  },
};
