import { email, numeric, required, rule, url } from "@rawaq/domain/rules";
import type { ValidationCode } from "@rawaq/domain/validation";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect } from "react";
import { waitFor } from "storybook/test";
import { Button } from "../button/index.ts";
import { Checkbox } from "../checkbox/index.ts";
import { DateField } from "../date-field/index.ts";
import { ErrorSummary } from "../error-summary/index.ts";
import { PasswordField } from "../password-field/index.ts";
import { localize } from "../storybook/locale.ts";
import { FieldError, TextField } from "../text-field/index.ts";
import { useForm } from "./use-form.ts";

type FormMessages = Partial<Record<ValidationCode, string>>;

const texts = {
  ar: {
    datePlaceholder: "سنة\u200e-\u200eشهر\u200e-\u200eيوم",
    labels: {
      name: "اسم دار النشر",
      email: "البريد الإلكتروني",
      crNumber: "رقم السجل التجاري",
      website: "الموقع الإلكتروني",
      crExpiry: "تاريخ انتهاء السجل التجاري",
      password: "كلمة المرور",
      agree: "أقرّ بصحة البيانات",
    },
    fieldNames: {
      name: "اسم دار النشر",
      email: "البريد الإلكتروني",
      crNumber: "رقم السجل التجاري",
      website: "الموقع الإلكتروني",
      crExpiry: "تاريخ انتهاء السجل التجاري",
      password: "كلمة المرور",
      agree: "الإقرار",
    },
    messages: {
      required: "حقل {field} مطلوب.",
      numeric: "يجب أن يكون حقل {field} قيمة رقمية.",
      email: "يجب أن يكون حقل {field} بريدًا إلكترونيًا صحيحًا.",
      url: "يجب أن يكون حقل {field} رابطًا صحيحًا.",
      invalid: "حقل {field} غير صالح.",
    } as FormMessages,
    crHint: "تُقبل الأرقام العربية وتُحوَّل إلى لاتينية.",
    show: "إظهار كلمة المرور",
    hide: "إخفاء كلمة المرور",
    summaryTitle: "يوجد خطأ",
    submit: "حفظ",
    server: {
      message: "البيانات المدخلة غير صالحة.",
      errors: { email: ["البريد الإلكتروني مستخدم من قبل."] },
    },
  },
  en: {
    datePlaceholder: "YYYY-MM-DD",
    labels: {
      name: "Publishing house name",
      email: "Email",
      crNumber: "CR number",
      website: "Website",
      crExpiry: "CR expiry date",
      password: "Password",
      agree: "I confirm the information is correct",
    },
    fieldNames: {
      name: "publishing house name",
      email: "email",
      crNumber: "CR number",
      website: "website",
      crExpiry: "CR expiry date",
      password: "password",
      agree: "confirmation",
    },
    // Empty: the kit's English defaults, which are the spec's sentences.
    messages: {} as FormMessages,
    crHint: "Arabic-Indic digits are accepted and become Latin ones.",
    show: "Show password",
    hide: "Hide password",
    summaryTitle: "There is a problem",
    submit: "Save",
    server: {
      message: "The given data was invalid.",
      errors: { email: ["The email has already been taken."] },
    },
  },
};

type Texts = (typeof texts)["en"] | (typeof texts)["ar"];

type OrganizationValues = {
  name: string;
  email: string;
  crNumber: string;
  website: string;
  crExpiry: string;
  password: string;
  agree: boolean;
};

const EMPTY: OrganizationValues = {
  name: "",
  email: "",
  crNumber: "",
  website: "",
  crExpiry: "",
  password: "",
  agree: false,
};

const FILLED: OrganizationValues = {
  // Latin text in the Arabic form too: dir="auto" keeps it left to right.
  name: "Dar Al-Kalima",
  email: "info@example.sa",
  crNumber: "1010123456",
  website: "https://example.sa",
  crExpiry: "2027-03-15",
  password: "Rawaq-2026!",
  agree: true,
};

type OrganizationFormProps = {
  t: Texts;
  initialValues?: OrganizationValues;
  serverErrors?: { errors: Record<string, string[]>; message: string };
  onSubmit?: (values: OrganizationValues) => unknown;
  /** Only the name and email fields: small enough to show several states side by side. */
  isCompact?: boolean;
};

/** How an app wires the kit's fields to `useForm`; texts come translated from the app. */
function OrganizationForm({
  t,
  initialValues = EMPTY,
  serverErrors,
  onSubmit = () => {},
  isCompact = false,
}: OrganizationFormProps) {
  const form = useForm<OrganizationValues>({
    initialValues,
    rules: isCompact
      ? { name: [required], email: [required, email] }
      : {
          name: [required],
          email: [required, email],
          crNumber: [required, numeric],
          website: [url],
          crExpiry: [required],
          password: [required],
          agree: [required],
        },
    messages: t.messages,
    fieldLabels: t.fieldNames,
    onSubmit,
  });

  const { setServerErrors } = form;
  useEffect(() => {
    if (serverErrors) setServerErrors(serverErrors.errors, serverErrors.message);
  }, [serverErrors, setServerErrors]);

  return (
    <form
      onSubmit={form.handleSubmit}
      noValidate
      className={
        isCompact
          ? "flex w-72 flex-col gap-4"
          : "grid w-[44rem] grid-cols-2 items-start gap-x-6 gap-y-4"
      }
    >
      <ErrorSummary
        title={t.summaryTitle}
        errors={form.errorList}
        description={form.formMessage}
        className="col-span-2"
      />
      <TextField label={t.labels.name} required {...form.getFieldProps("name")} />
      <TextField
        label={t.labels.email}
        type="email"
        autoComplete="email"
        required
        {...form.getFieldProps("email")}
      />
      {!isCompact && (
        <>
          <TextField
            label={t.labels.crNumber}
            hint={t.crHint}
            type="number"
            normalizeDigits
            required
            {...form.getFieldProps("crNumber")}
          />
          <TextField label={t.labels.website} type="url" {...form.getFieldProps("website")} />
          <DateField
            label={t.labels.crExpiry}
            placeholder={t.datePlaceholder}
            required
            {...form.getFieldProps("crExpiry")}
          />
          <PasswordField
            label={t.labels.password}
            autoComplete="new-password"
            showPasswordLabel={t.show}
            hidePasswordLabel={t.hide}
            required
            {...form.getFieldProps("password")}
          />
          <Checkbox
            label={t.labels.agree}
            required
            wrapperClassName="col-span-2"
            {...form.getCheckboxProps("agree")}
          />
        </>
      )}
      <div className="col-span-2">
        <Button type="submit" isLoading={form.isSubmitting}>
          {t.submit}
        </Button>
      </div>
    </form>
  );
}

function submit(canvasElement: HTMLElement, index = 0) {
  canvasElement.querySelectorAll<HTMLButtonElement>('button[type="submit"]')[index]?.click();
}

const meta = {
  title: "Components/Form",
  component: OrganizationForm,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "`useForm` (from `@rawaq/ui/form`) applied to the kit's fields. Rules come from " +
          "`@rawaq/domain/rules` (`required`, `numeric`, `email`, `url`, or your own with " +
          "`rule(code, test)`); a field's error is its first failing rule (spec §5). Validation " +
          "runs on blur and on the committed change (the DOM `change` event: leaving an edited " +
          "field or pressing Enter, a checkbox toggle, a chosen file), never while typing. An " +
          "optional valibot `schema` runs 5 ms after the last trigger; at submit, `onSubmit` " +
          "receives its parsed output (trimmed, compacted, numbers read). When `onSubmit` throws " +
          "a failed answer (`{ status, message, errors }`, as `ApiError`), its errors land on " +
          "their fields and in `errorList`, the first focused, and its message shows as " +
          "`formMessage` when no field says it; anything else thrown shows `failureMessage`. " +
          "`setServerErrors(errors, message)` does the same by hand (this story). `handleSubmit` " +
          "validates everything and focuses the first invalid field. Messages are templates per " +
          "code with `{field}`, translated by the app (English by default). A value that is a " +
          "list of rows is a field array: `fieldArray(name)` gives its rows (a stable `key`, " +
          "`getFieldProps(column)` per cell), `append` and `remove`, and the list's own error; " +
          "`cellRules` judge each cell, and cell errors are keyed `parcels.0.quantity`, as the " +
          "API's 422 bodies key them.",
      },
    },
  },
  args: { t: texts.en },
  render: (args, { globals }) => <OrganizationForm {...args} t={localize(texts, globals)} />,
} satisfies Meta<typeof OrganizationForm>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { initialValues: FILLED } };

export const InvalidAfterSubmit: Story = {
  play: async ({ canvasElement }) => {
    submit(canvasElement);
    await waitFor(() => {
      if (!canvasElement.querySelector('[data-slot="error-summary"]')) {
        throw new Error("waiting for the error summary");
      }
    });
  },
};

export const ServerErrors: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return <OrganizationForm {...args} t={t} initialValues={FILLED} serverErrors={t.server} />;
  },
};

export const Submitting: Story = {
  args: { initialValues: FILLED, onSubmit: () => new Promise(() => {}) },
  play: async ({ canvasElement }) => {
    submit(canvasElement);
    await waitFor(() => {
      if (!canvasElement.querySelector('button[type="submit"][aria-busy="true"]')) {
        throw new Error("waiting for the submit button to be busy");
      }
    });
  },
};

export const AllStates: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="flex items-start gap-6">
        <OrganizationForm {...args} t={t} isCompact />
        <OrganizationForm
          {...args}
          t={t}
          isCompact
          initialValues={FILLED}
          serverErrors={t.server}
        />
        <OrganizationForm
          {...args}
          t={t}
          isCompact
          initialValues={FILLED}
          onSubmit={() => new Promise(() => {})}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    submit(canvasElement, 0);
    submit(canvasElement, 2);
    await waitFor(() => {
      // The empty form's two errors are summarised; the server's lone error is said by its field.
      const summaries = canvasElement.querySelectorAll('[data-slot="error-summary"]').length;
      const invalid = canvasElement.querySelectorAll('[aria-invalid="true"]').length;
      const busy = canvasElement.querySelector('button[type="submit"][aria-busy="true"]');
      if (summaries < 1 || invalid < 3 || !busy) throw new Error("waiting for the three states");
    });
  },
};

const parcelTexts = {
  ar: {
    quantity: "الكمية",
    parcels: "الطرود",
    number: (row: number) => `رقم الطرد ${row}`,
    copies: (row: number) => `النسخ في الطرد ${row}`,
    remove: (row: number) => `حذف الطرد ${row}`,
    add: "إضافة طرد",
    submit: "حفظ بيانات الكتاب",
    summaryTitle: "يوجد خطأ",
    fieldNames: { quantity: "الكمية", number: "رقم الطرد", parcels: "الطرود" },
    messages: {
      required: "حقل {field} مطلوب.",
      positive: "يجب أن تكون قيمة حقل {field} أكبر من صفر.",
    } as FormMessages,
    server: {
      message: "البيانات المدخلة غير صالحة.",
      errors: {
        "parcels.1.number": ["حقل رقم الطرد مطلوب."],
        parcels: ["يجب أن يساوي مجموع الكميات في حقل الطرود كمية الكتاب."],
      },
    },
  },
  en: {
    quantity: "Quantity",
    parcels: "Parcels",
    number: (row: number) => `Parcel number ${row}`,
    copies: (row: number) => `Copies in parcel ${row}`,
    remove: (row: number) => `Remove parcel ${row}`,
    add: "Add a parcel",
    submit: "Save the book's data",
    summaryTitle: "There is a problem",
    fieldNames: { quantity: "quantity", number: "parcel number", parcels: "parcels" },
    messages: { positive: "The field {field} must be greater than zero." } as FormMessages,
    server: {
      message: "The given data was invalid.",
      errors: {
        "parcels.1.number": ["The field parcel number is required."],
        parcels: ["The quantities in parcels must add up to the book's quantity."],
      },
    },
  },
};

type ParcelTexts = (typeof parcelTexts)["en"] | (typeof parcelTexts)["ar"];

type ParcelRow = { number: string; quantity: string };

const isPositive = rule("positive", (value) => Number(value) > 0);

/**
 * A field array: one row per parcel (a number and its copies), rules per cell, and the list's own
 * error ("the quantities must add up") once, under the rows.
 */
function ParcelsForm({
  t,
  serverErrors,
}: {
  t: ParcelTexts;
  serverErrors?: { errors: Record<string, string[]>; message: string };
}) {
  const form = useForm<{ quantity: string; parcels: ParcelRow[] }>({
    initialValues: {
      quantity: "12",
      parcels: [
        { number: "A1", quantity: "5" },
        { number: "", quantity: "9" },
      ],
    },
    rules: { quantity: [required, numeric, isPositive], parcels: [required] },
    cellRules: { parcels: { number: [required], quantity: [required, numeric, isPositive] } },
    messages: t.messages,
    fieldLabels: t.fieldNames,
    onSubmit: () => {},
  });
  const parcels = form.fieldArray("parcels");

  const { setServerErrors } = form;
  useEffect(() => {
    if (serverErrors) setServerErrors(serverErrors.errors, serverErrors.message);
  }, [serverErrors, setServerErrors]);

  return (
    <form onSubmit={form.handleSubmit} noValidate className="flex w-[36rem] flex-col gap-4">
      <ErrorSummary title={t.summaryTitle} errors={form.errorList} description={form.formMessage} />
      <TextField
        label={t.quantity}
        type="number"
        normalizeDigits
        required
        wrapperClassName="w-40"
        {...form.getFieldProps("quantity")}
      />
      <fieldset
        id={parcels.id}
        tabIndex={-1}
        aria-describedby={parcels.errorId}
        className="flex flex-col gap-3 rounded-md border border-gray-300 p-4"
      >
        <legend className="px-1 text-sm font-bold text-gray-900">{t.parcels}</legend>
        {parcels.rows.map((row) => (
          <div key={row.key} className="flex items-start gap-3">
            <TextField
              label={t.number(row.index + 1)}
              dir="ltr"
              required
              wrapperClassName="w-40"
              {...row.getFieldProps("number")}
            />
            <TextField
              label={t.copies(row.index + 1)}
              type="number"
              normalizeDigits
              required
              wrapperClassName="w-40"
              {...row.getFieldProps("quantity")}
            />
            <Button
              type="button"
              variant="secondary"
              className="mt-6"
              onClick={() => parcels.remove(row.index)}
            >
              {t.remove(row.index + 1)}
            </Button>
          </div>
        ))}
        <FieldError id={parcels.errorId}>{parcels.error}</FieldError>
        <div>
          <Button
            type="button"
            variant="secondary"
            onClick={() => parcels.append({ number: "", quantity: "" }, { shouldFocus: true })}
          >
            {t.add}
          </Button>
        </div>
      </fieldset>
      <div>
        <Button type="submit" isLoading={form.isSubmitting}>
          {t.submit}
        </Button>
      </div>
    </form>
  );
}

/** Rows of a field array, with the server's error on one cell and on the list (a 422 body). */
export const FieldArray: Story = {
  render: (_args, { globals }) => {
    const t = localize(parcelTexts, globals);
    return <ParcelsForm t={t} serverErrors={t.server} />;
  },
};
