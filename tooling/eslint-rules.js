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

/** Lingui's macros: text inside them is a catalog message, translated whole. */
const CATALOG_TAGS = new Set(["t", "msg", "defineMessage"]);
const CATALOG_CALLS = new Set(["t", "msg", "defineMessage", "plural", "select", "selectOrdinal"]);
const CATALOG_ELEMENTS = new Set(["Trans", "Plural", "Select", "SelectOrdinal"]);

function isInCatalogMessage(node) {
  for (let at = node.parent; at; at = at.parent) {
    if (at.type === "TaggedTemplateExpression" && CATALOG_TAGS.has(at.tag.name)) return true;
    if (at.type === "CallExpression" && CATALOG_CALLS.has(at.callee.name)) return true;
    if (at.type === "JSXElement" && CATALOG_ELEMENTS.has(at.openingElement.name.name)) return true;
  }
  return false;
}

/** A list separator written in code: ", ", "، ", " · ", "; ", " | ", " – "… */
const LIST_SEPARATOR = /^\s*[,،;؛·|–—×]\s+$|^\s+[,،;؛·|–—×]\s*$/;
/** A unit or a multiplication sign beside a value: it belongs to the sentence around it. */
const UNIT_IN_CODE = /m²|(^|\s)×(\s|$)/;
/** Props and keys that carry text a person reads. */
const TEXT_PROPS = new Set([
  "label",
  "title",
  "aria-label",
  "alt",
  "placeholder",
  "description",
  "hint",
  "validity",
  "caption",
]);

function hasWords(template) {
  return (
    template.expressions.length > 0 &&
    template.quasis.some((quasi) => (quasi.value.cooked ?? "").trim() !== "")
  );
}

/**
 * Text is never assembled in code from pieces (issue 26): one catalog message per sentence,
 * with its units, separators and word order, and values set into its placeholders. Flags a list
 * joined with a written separator (use formatList from @rawaq/i18n/text, or ListOf in markup), a
 * unit or "×" in a string outside a catalog message, and a template literal shown as text (a JSX
 * child, a text prop such as `label`).
 */
const noAssembledText = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      join: "A list joined with '{{separator}}' in code: pass the items to formatList (@rawaq/i18n/text) or <ListOf> and set the list into one catalog message.",
      unit: "'{{text}}': a unit or '×' written in code. Write the whole phrase as one catalog message (t`${area} m²`, formatArea), so each language has its own unit and order.",
      template:
        "Text assembled with a template literal: write one catalog message with placeholders (t`…`, <Trans>), values isolated (<bdi>, isolate()).",
    },
  },
  create(context) {
    function checkUnit(node, text) {
      if (UNIT_IN_CODE.test(text) && !isInCatalogMessage(node)) {
        context.report({ node, messageId: "unit", data: { text: text.trim().slice(0, 40) } });
      }
    }
    return {
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== "MemberExpression" || callee.property.name !== "join") return;
        const [argument] = node.arguments;
        const separator =
          argument?.type === "Literal"
            ? argument.value
            : argument?.type === "TemplateLiteral" && argument.expressions.length === 0
              ? argument.quasis[0].value.cooked
              : undefined;
        if (typeof separator === "string" && LIST_SEPARATOR.test(separator)) {
          context.report({ node: argument, messageId: "join", data: { separator } });
        }
      },
      Literal(node) {
        // The API's catalog descriptors: `/*i18n*/ { id, message: "{title} × {quantity}" }`.
        const isDescriptor = node.parent.type === "Property" && node.parent.key.name === "message";
        if (typeof node.value === "string" && !isDescriptor) checkUnit(node, node.value);
      },
      TemplateElement(node) {
        checkUnit(node, node.value.cooked ?? "");
      },
      JSXText(node) {
        checkUnit(node, node.value);
      },
      TemplateLiteral(node) {
        if (node.parent.type === "TaggedTemplateExpression" || !hasWords(node)) return;
        if (isInCatalogMessage(node)) return;
        const { parent } = node;
        const shownAsChild =
          parent.type === "JSXExpressionContainer" && parent.parent.type !== "JSXAttribute";
        const shownAsProp =
          parent.type === "JSXExpressionContainer" &&
          parent.parent.type === "JSXAttribute" &&
          TEXT_PROPS.has(parent.parent.name.name);
        const shownAsKey =
          parent.type === "Property" && parent.value === node && TEXT_PROPS.has(parent.key.name);
        if (shownAsChild || shownAsProp || shownAsKey) {
          context.report({ node, messageId: "template" });
        }
      },
    };
  },
};

/**
 * Times and dates are written by packages/i18n/src/dates.ts only (docs/decisions/022): one
 * format per purpose, on the fair's clock. Flags date-fns, Intl.DateTimeFormat and
 * toLocale…String elsewhere, and `formatDate(…, true)`, the spec's bare `yyyy-MM-dd h:mm`.
 */
const datesThroughI18n = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      formatter:
        "'{{name}}' formats a time outside @rawaq/i18n/dates: use formatDate (a day), formatDateTime (when it happened), formatTimeWithZone (a time to act on) or fromNow, which read the fair's clock.",
      withTime:
        "formatDate(…, true) writes '2026-12-06 6:24' with neither AM/PM nor zone: use formatDateTime or formatTimeWithZone.",
    },
  },
  create(context) {
    function checkSource(source) {
      if (typeof source?.value === "string" && /^(@date-fns\/|date-fns(\/|$))/.test(source.value)) {
        context.report({ node: source, messageId: "formatter", data: { name: source.value } });
      }
    }
    return {
      ImportDeclaration: (node) => checkSource(node.source),
      ImportExpression: (node) => checkSource(node.source),
      MemberExpression(node) {
        const name = node.property.name;
        if (name === "DateTimeFormat" && node.object.name === "Intl") {
          context.report({ node, messageId: "formatter", data: { name: "Intl.DateTimeFormat" } });
        } else if (
          /^toLocale(Date|Time)?String$/.test(name) &&
          node.parent.type === "CallExpression"
        ) {
          context.report({ node, messageId: "formatter", data: { name } });
        }
      },
      CallExpression(node) {
        if (node.callee.name === "formatDate" && node.arguments.length > 2) {
          context.report({ node, messageId: "withTime" });
        }
      },
    };
  },
};

const MONEY_WORDS = new Set([
  "halala",
  "halalas",
  "riyal",
  "riyals",
  "sar",
  "price",
  "prices",
  "amount",
  "amounts",
  "subtotal",
  "vat",
  "money",
  "cost",
  "costs",
  "fee",
  "fees",
]);
const MONEY_CONVERTER =
  /^(format|to|from|read|parse|write|show)(Sar|Riyals?|Halalas?|Money|Prices?|Amounts?)$|^(sar|riyals?|halalas?)To[A-Z]/;

/** The words of a name: `total_halalas`, `priceHalalas`, `VAT_PERCENT` → [total, halalas]… */
function wordsOf(name) {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/);
}

/** Whether an expression reads a value whose name says it is money (`booth.price_halalas`). */
function namesMoney(node) {
  if (!node || typeof node !== "object") return false;
  if (node.type === "Identifier") return wordsOf(node.name).some((word) => MONEY_WORDS.has(word));
  if (node.type === "Literal") return false;
  for (const [key, value] of Object.entries(node)) {
    if (key === "parent" || key === "loc" || key === "range") continue;
    if (Array.isArray(value) ? value.some(namesMoney) : namesMoney(value)) return true;
  }
  return false;
}

const isHundred = (node) =>
  (node.type === "Literal" && node.value === 100) ||
  (node.type === "Identifier" && node.name === "HALALAS_PER_RIYAL");

/**
 * Money goes through one module, @rawaq/domain/money (issue 27): halalas to riyals and back,
 * exactly, and the one formatter for a reader. Six hand-written ways had grown before it
 * (`(x / 100).toFixed(2)`, `String(x / 100)`, two `halalasTo…`, two currency formatters…), each
 * with its own rounding, sign and digits. Refused elsewhere:
 * - a currency Intl.NumberFormat / toLocaleString (`style: "currency"`, `currency:`);
 * - an amount divided, multiplied or taken modulo by 100 (an operand named as money:
 *   halalas, price, amount, vat, riyals…), and any `.toFixed(2)`;
 * - a function named as a money converter (formatSar, halalasToSar, toRiyals, readHalalas…).
 */
const moneyThroughOneModule = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      currency: "Format amounts with formatSar (@rawaq/domain/money), the one money formatter.",
      hundred:
        "Convert halalas and riyals with halalasToSar / sarToHalalas (@rawaq/domain/money): exact, one way.",
      toFixed:
        "`.toFixed(2)` rounds a float: write amounts with halalasToSar (@rawaq/domain/money).",
      redeclared:
        "'{{name}}' converts money by hand: use @rawaq/domain/money (halalasToSar, sarToHalalas, formatSar).",
    },
  },
  create(context) {
    const converter = (node, id) => {
      if (id?.type === "Identifier" && MONEY_CONVERTER.test(id.name)) {
        context.report({ node: id, messageId: "redeclared", data: { name: id.name } });
      }
    };
    return {
      Property(node) {
        if (
          node.key.name === "currency" ||
          (node.key.name === "style" && node.value.value === "currency")
        ) {
          context.report({ node, messageId: "currency" });
        }
      },
      BinaryExpression(node) {
        if (!["/", "*", "%"].includes(node.operator)) return;
        const [hundred, other] = isHundred(node.right)
          ? [node.right, node.left]
          : isHundred(node.left)
            ? [node.left, node.right]
            : [null, null];
        if (!hundred) return;
        if (hundred.type === "Identifier" || namesMoney(other)) {
          context.report({ node, messageId: "hundred" });
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (
          callee.type === "MemberExpression" &&
          !callee.computed &&
          callee.property.name === "toFixed" &&
          node.arguments[0]?.type === "Literal" &&
          node.arguments[0].value === 2
        ) {
          context.report({ node, messageId: "toFixed" });
        }
      },
      FunctionDeclaration(node) {
        converter(node, node.id);
      },
      VariableDeclarator(node) {
        if (
          node.init &&
          (node.init.type === "ArrowFunctionExpression" || node.init.type === "FunctionExpression")
        ) {
          converter(node, node.id);
        }
      },
    };
  },
};

/**
 * Every number a client sends is read by @rawaq/domain/numbers (readNumber, readWholeNumber,
 * wholeNumberSchema) or, for money, @rawaq/domain/money (sarToHalalas): JavaScript's own conversions read forms nobody types as
 * numbers (`Number("0x1A")` 26, `Number("1e3")` 1000, `Number(" ")` 0, `parseInt("12abc")` 12;
 * issue 26). Applied where client input is read (eslint.config.js names the files).
 */
const numbersThroughOneReader = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      conversion:
        "'{{name}}' reads hexadecimal, exponents and blanks as numbers: read a client's number with readNumber or readWholeNumber (@rawaq/domain/numbers), an amount with sarToHalalas (@rawaq/domain/money).",
    },
  },
  create(context) {
    const report = (node, name) =>
      context.report({ node, messageId: "conversion", data: { name } });
    const isNumber = (node) => node?.type === "Identifier" && node.name === "Number";
    return {
      CallExpression(node) {
        const { callee } = node;
        if (callee.type === "Identifier" && /^(Number|parseInt|parseFloat)$/.test(callee.name)) {
          report(node, `${callee.name}(…)`);
        }
        // `v.transform(Number)`, `.map(Number)`: the same conversion handed on.
        if (node.arguments.some(isNumber)) report(node, "Number");
      },
      MemberExpression(node) {
        if (isNumber(node.object) && /^parse(Int|Float)$/.test(node.property.name)) {
          report(node, `Number.${node.property.name}`);
        }
      },
      UnaryExpression(node) {
        if (node.operator === "+") report(node, "unary +");
      },
    };
  },
};

export const rawaqRules = {
  rules: {
    "no-physical-direction-classes": noPhysicalDirectionClasses,
    "kebab-case-filename": kebabCaseFilename,
    "feature-isolation": featureIsolation,
    "no-assembled-text": noAssembledText,
    "dates-through-i18n": datesThroughI18n,
    "money-through-one-module": moneyThroughOneModule,
    "numbers-through-one-reader": numbersThroughOneReader,
  },
};
