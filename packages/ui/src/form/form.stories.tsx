import { email, numeric, required, url } from "@rawaq/domain/rules";
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
import { TextField } from "../text-field/index.ts";
import { useForm } from "./use-form.ts";

type FormMessages = Partial<Record<ValidationCode, string>>;

const texts = {
  ar: {
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
          <DateField label={t.labels.crExpiry} required {...form.getFieldProps("crExpiry")} />
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
          "optional valibot `schema` runs 5 ms after the last trigger. `setServerErrors(errors, " +
          "message)` shows a failed response's errors object on the fields. `handleSubmit` " +
          "validates everything and focuses the first invalid field. Messages are templates per " +
          "code with `{field}`, translated by the app (English by default).",
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
