// House rules that no published plugin states the way we need them (STYLE.md, Tooling).
import { dirname, isAbsolute, relative, resolve, sep } from "node:path";

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

/** The feature folder a path is in (`books` for `…/features/books/use-books.ts`), if any. */
function featureOf(path, featuresDir) {
  const inside = relative(featuresDir, path);
  if (inside === "" || inside.startsWith("..") || isAbsolute(inside)) return undefined;
  return inside.split(sep)[0];
}

/**
 * Features never import each other, and shared code never imports a feature (apps/web/README.md).
 * Every relative import is resolved against the importing file, so no spelling of the path
 * (`../books/…`, `../../features/books/…`, `./sub/../../books/…`) gets through. Options:
 * `featuresDir`, the absolute path of the features folder; `allowFeatures: false` for shared code
 * (components, lib, state…), which may import no feature at all.
 */
const featureIsolation = {
  meta: {
    type: "problem",
    schema: [
      {
        type: "object",
        properties: { featuresDir: { type: "string" }, allowFeatures: { type: "boolean" } },
        required: ["featuresDir"],
        additionalProperties: false,
      },
    ],
    messages: {
      crossFeature:
        "The feature '{{own}}' imports the feature '{{target}}': features never import each other; move what both need to components/ or lib/, or let the page pass it in.",
      sharedIntoFeature:
        "Shared code imports the feature '{{target}}': components/, lib/, state/, i18n/ and platform/ never import features.",
    },
  },
  create(context) {
    const { featuresDir, allowFeatures = true } = context.options[0];
    const file = context.filename;
    const own = featureOf(file, featuresDir);
    function check(source) {
      if (source?.type !== "Literal" || typeof source.value !== "string") return;
      if (!source.value.startsWith(".")) return;
      const target = featureOf(resolve(dirname(file), source.value), featuresDir);
      if (target === undefined || target === own) return;
      if (!allowFeatures) {
        context.report({ node: source, messageId: "sharedIntoFeature", data: { target } });
      } else if (own !== undefined) {
        context.report({ node: source, messageId: "crossFeature", data: { own, target } });
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
    };
  },
};

export const rawaqRules = {
  rules: {
    "no-physical-direction-classes": noPhysicalDirectionClasses,
    "kebab-case-filename": kebabCaseFilename,
    "feature-isolation": featureIsolation,
  },
};
