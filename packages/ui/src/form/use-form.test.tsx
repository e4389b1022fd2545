import { OrganizationBankInputSchema } from "@rawaq/domain/bank-account";
import { ContactMessageInputSchema } from "@rawaq/domain/contact";
import { BookLogisticsInputSchema } from "@rawaq/domain/logistics";
import { email, numeric, required } from "@rawaq/domain/rules";
import type { ValidationSchema } from "@rawaq/domain/validation";
import { afterEach, describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { useState } from "react";
import { Checkbox } from "../checkbox/index.ts";
import { ErrorSummary } from "../error-summary/index.ts";
import { FileDrop } from "../file-drop/index.ts";
import { FieldError, TextField } from "../text-field/index.ts";
import { useForm } from "./use-form.ts";
import type { UseFormOptions } from "./types.ts";

type ExhibitorValues = {
  email: string;
  quantity: string;
  agree: boolean;
  photo: File | null;
};

const initialValues: ExhibitorValues = { email: "", quantity: "", agree: false, photo: null };

function ExhibitorForm({
  onSubmit = () => {},
  messages,
  fieldLabels = { email: "email", quantity: "quantity", agree: "terms", photo: "photo" },
}: Partial<Pick<UseFormOptions<ExhibitorValues>, "onSubmit" | "messages" | "fieldLabels">>) {
  const form = useForm({
    initialValues,
    rules: {
      email: [required, email],
      quantity: [required, numeric],
      agree: [required],
      photo: [required],
    },
    messages,
    fieldLabels,
    onSubmit,
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate className="flex flex-col gap-4">
      <ErrorSummary errors={form.errorList} description={form.formMessage} />
      <TextField label="Email" type="email" {...form.getFieldProps("email")} />
      <TextField
        label="Quantity"
        type="number"
        normalizeDigits
        {...form.getFieldProps("quantity")}
      />
      <Checkbox label="I agree" {...form.getCheckboxProps("agree")} />
      <FileDrop label="Photo" accept={["image/png"]} {...form.getFileDropProps("photo")} />
      <button
        type="button"
        onClick={() =>
          form.setServerErrors(
            { email: ["The email has already been taken."] },
            "The given data was invalid.",
          )
        }
      >
        Simulate server
      </button>
      <button
        type="button"
        onClick={() =>
          form.setServerErrors(
            {
              email: ["The email has already been taken."],
              quantity: ["The quantity is over the limit."],
            },
            "Some fields need your attention.",
          )
        }
      >
        Simulate two server errors
      </button>
      <button
        type="button"
        onClick={() =>
          form.setServerErrors({ organization: ["Closed."] }, "This organization is closed.")
        }
      >
        Simulate server elsewhere
      </button>
      <button type="submit" disabled={form.isSubmitting}>
        Send
      </button>
    </form>
  );
}

const emailInput = () => page.getByRole("textbox", { name: "Email" });
const quantityInput = () => page.getByRole("textbox", { name: "Quantity" });
const errorOf = (locator: ReturnType<typeof page.getByRole>) =>
  document.getElementById(`${locator.element().id}-error`)?.textContent ?? null;

/** How many times `text` occurs in `content`. */
function occurrences(content: string | null | undefined, text: string): number {
  return (content ?? "").split(text).length - 1;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("useForm", () => {
  test("typing (input events) does not validate", async () => {
    await render(<ExhibitorForm />);

    await userEvent.type(emailInput(), "not-an-email");
    await userEvent.clear(emailInput());
    await userEvent.type(emailInput(), "x");

    expect(errorOf(emailInput())).toBeNull();
    await expect.element(emailInput()).not.toHaveAttribute("aria-invalid");
    expect(document.activeElement).toBe(emailInput().element());
  });

  test("blur validates, even a field never typed in", async () => {
    await render(<ExhibitorForm />);

    await userEvent.click(emailInput());
    await userEvent.keyboard("{Tab}");

    await expect.element(emailInput()).toHaveAttribute("aria-invalid", "true");
    await expect.element(emailInput()).toHaveAccessibleDescription("The field email is required.");
    expect(errorOf(quantityInput())).toBeNull();
  });

  test("the committed change event validates without a blur", async () => {
    await render(<ExhibitorForm />);

    await userEvent.type(quantityInput(), "12a");
    expect(errorOf(quantityInput())).toBeNull();
    // What the browser fires when the user commits an edit (Enter, or before the blur).
    quantityInput()
      .element()
      .dispatchEvent(new Event("change", { bubbles: true }));

    await expect
      .element(quantityInput())
      .toHaveAccessibleDescription("The field quantity must be a numeric value.");
    expect(document.activeElement).toBe(quantityInput().element());
  });

  test("Enter commits the edit: its change event validates while focus stays", async () => {
    function QuantityOnly() {
      const form = useForm({
        initialValues: { quantity: "" },
        rules: { quantity: [required, numeric] },
        onSubmit: () => {},
      });
      return <TextField label="Quantity" {...form.getFieldProps("quantity")} />;
    }
    await render(<QuantityOnly />);

    await userEvent.type(quantityInput(), "12a");
    expect(errorOf(quantityInput())).toBeNull();
    await userEvent.keyboard("{Enter}");

    await expect
      .element(quantityInput())
      .toHaveAccessibleDescription("The field quantity must be a numeric value.");
    expect(document.activeElement).toBe(quantityInput().element());
  });

  test("a fixed value is accepted at the next blur, not while typing", async () => {
    await render(<ExhibitorForm />);

    await userEvent.type(emailInput(), "info@");
    await userEvent.keyboard("{Tab}");
    await expect
      .element(emailInput())
      .toHaveAccessibleDescription("The field email must be a valid email address.");

    await userEvent.type(emailInput(), "example.sa");
    expect(errorOf(emailInput())).toBe("The field email must be a valid email address.");

    await userEvent.keyboard("{Tab}");
    await expect.element(emailInput()).not.toHaveAttribute("aria-invalid");
  });

  test("the first failing rule wins", async () => {
    await render(<ExhibitorForm />);

    await userEvent.click(quantityInput());
    await userEvent.keyboard("{Tab}");
    await expect
      .element(quantityInput())
      .toHaveAccessibleDescription("The field quantity is required.");

    await userEvent.type(quantityInput(), "x");
    await userEvent.keyboard("{Tab}");
    await expect
      .element(quantityInput())
      .toHaveAccessibleDescription("The field quantity must be a numeric value.");
  });

  test("Arabic-Indic digits are normalised and pass numeric", async () => {
    await render(<ExhibitorForm />);

    await userEvent.type(quantityInput(), "١٢٣");
    await userEvent.keyboard("{Tab}");

    await expect.element(quantityInput()).toHaveValue("123");
    await expect.element(quantityInput()).not.toHaveAttribute("aria-invalid");
  });

  test("messages and field labels come in translated", async () => {
    await render(
      <ExhibitorForm
        messages={{ required: "حقل {field} مطلوب." }}
        fieldLabels={{ email: "البريد الإلكتروني" }}
      />,
    );

    await userEvent.click(emailInput());
    await userEvent.keyboard("{Tab}");

    await expect.element(emailInput()).toHaveAccessibleDescription("حقل البريد الإلكتروني مطلوب.");
  });

  test("a checkbox toggle and a chosen file validate at once", async () => {
    await render(<ExhibitorForm />);
    const agree = page.getByRole("checkbox", { name: "I agree" });

    await userEvent.click(agree);
    await userEvent.click(agree);

    await expect.element(agree).toHaveAccessibleDescription("The field terms is required.");

    const input = document.querySelector<HTMLInputElement>('[data-slot="file-drop-input"]')!;
    await userEvent.upload(input, new File(["x"], "cover.png", { type: "image/png" }));
    await expect.element(page.getByText("cover.png")).toBeInTheDocument();
    await userEvent.click(page.getByRole("button", { name: "Remove file" }));

    await expect
      .element(page.getByRole("button", { name: /^Photo Drag/ }))
      .toHaveAccessibleDescription(/The field photo is required\./);
  });

  test("submit validates every field, lists them, and focuses the first invalid one", async () => {
    const onSubmit = vi.fn();
    await render(<ExhibitorForm onSubmit={onSubmit} />);

    await userEvent.type(emailInput(), "info@example.sa");
    await userEvent.click(page.getByRole("button", { name: "Send" }));

    expect(onSubmit).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(document.activeElement).toBe(quantityInput().element()));
    const links = page.getByRole("alert").getByRole("link").all();
    expect(links.map((link) => link.element().textContent)).toEqual([
      "The field quantity is required.",
      "The field terms is required.",
      "The field photo is required.",
    ]);
  });

  test("an ErrorSummary link focuses the invalid field", async () => {
    await render(<ExhibitorForm />);

    await userEvent.click(page.getByRole("button", { name: "Send" }));
    await userEvent.click(page.getByRole("link", { name: "The field terms is required." }));

    expect(document.activeElement).toBe(page.getByRole("checkbox", { name: "I agree" }).element());
  });

  test("submit calls onSubmit with the values once every field passes", async () => {
    const onSubmit = vi.fn();
    await render(<ExhibitorForm onSubmit={onSubmit} />);

    await userEvent.type(emailInput(), "info@example.sa");
    await userEvent.type(quantityInput(), "٤٢");
    await userEvent.click(page.getByRole("checkbox", { name: "I agree" }));
    const photo = new File(["x"], "cover.png", { type: "image/png" });
    await userEvent.upload(
      document.querySelector<HTMLInputElement>('[data-slot="file-drop-input"]')!,
      photo,
    );
    await userEvent.click(page.getByRole("button", { name: "Send" }));

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith({
      email: "info@example.sa",
      quantity: "42",
      agree: true,
      photo: expect.objectContaining({ name: "cover.png" }),
    });
  });

  test("a server message about no field of the form shows as the form's message", async () => {
    await render(<ExhibitorForm />);
    await userEvent.click(page.getByRole("button", { name: "Simulate server elsewhere" }));
    await expect.element(page.getByText("This organization is closed.")).toBeInTheDocument();
  });

  test("server errors show on their fields, without the summary message, until the value changes", async () => {
    await render(<ExhibitorForm />);
    await userEvent.type(emailInput(), "taken@example.sa");

    await userEvent.click(page.getByRole("button", { name: "Simulate server" }));

    await expect
      .element(emailInput())
      .toHaveAccessibleDescription("The email has already been taken.");
    await expect.element(emailInput()).toHaveAttribute("aria-invalid", "true");
    // Said once, at its field: the response's summary message is not repeated above the form.
    expect(document.body.textContent).not.toContain("The given data was invalid.");
    // …nor in an error summary: a lone error is said by its field alone (decision 023).
    expect(occurrences(document.body.textContent, "The email has already been taken.")).toBe(1);
    expect(document.querySelector('[data-slot="error-summary"]')).toBeNull();

    // Leaving the field unchanged keeps the server's verdict…
    await userEvent.click(emailInput());
    await userEvent.keyboard("{Tab}");
    expect(errorOf(emailInput())).toBe("The email has already been taken.");

    // …a new value replaces it with the rules' verdict.
    await userEvent.clear(emailInput());
    await userEvent.type(emailInput(), "free@example.sa");
    await userEvent.keyboard("{Tab}");
    await expect.element(emailInput()).not.toHaveAttribute("aria-invalid");
  });

  test("two errors or more are listed in the summary as well; one is said by its field alone", async () => {
    await render(<ExhibitorForm />);
    await userEvent.type(emailInput(), "taken@example.sa");
    await userEvent.type(quantityInput(), "9000");

    await userEvent.click(page.getByRole("button", { name: "Simulate two server errors" }));
    await expect
      .element(page.getByRole("link", { name: "The quantity is over the limit." }))
      .toBeVisible();
    await expect
      .element(page.getByRole("link", { name: "The email has already been taken." }))
      .toBeVisible();
    expect(occurrences(document.body.textContent, "The email has already been taken.")).toBe(2);
    expect(document.body.textContent).not.toContain("Some fields need your attention.");

    // The quantity is fixed: the email's error stands alone and leaves the summary.
    await userEvent.clear(quantityInput());
    await userEvent.type(quantityInput(), "12");
    await userEvent.keyboard("{Tab}");
    await expect.element(quantityInput()).not.toHaveAttribute("aria-invalid");
    expect(document.querySelector('[data-slot="error-summary"]')).toBeNull();
    expect(occurrences(document.body.textContent, "The email has already been taken.")).toBe(1);
  });

  test("a single invalid field at submit is focused and not repeated in a summary", async () => {
    await render(<ExhibitorForm />);
    await userEvent.type(emailInput(), "info@example.sa");
    await userEvent.click(page.getByRole("checkbox", { name: "I agree" }));
    await userEvent.upload(
      document.querySelector<HTMLInputElement>('[data-slot="file-drop-input"]')!,
      new File(["x"], "cover.png", { type: "image/png" }),
    );

    await userEvent.click(page.getByRole("button", { name: "Send" }));

    await expect.element(quantityInput()).toHaveFocus();
    expect(occurrences(document.body.textContent, "The field quantity is required.")).toBe(1);
    expect(document.querySelector('[data-slot="error-summary"]')).toBeNull();
  });

  test("after a failed submit, fixing the fields and pressing Send once sends", async () => {
    // Leaving the last fixed field clears errors above the button; if that happened between
    // the press and the release, the button would move away from the pointer and the click be lost.
    function ContactForm({
      onSubmit,
    }: {
      onSubmit: (values: { name: string; body: string }) => void;
    }) {
      const form = useForm({
        initialValues: { name: "", body: "" },
        rules: { name: [required], body: [required] },
        onSubmit,
      });
      return (
        <form onSubmit={form.handleSubmit} noValidate className="flex flex-col gap-4">
          <ErrorSummary errors={form.errorList} />
          <TextField label="Name" {...form.getFieldProps("name")} />
          <TextField label="Message" {...form.getFieldProps("body")} />
          <button type="submit">Send</button>
        </form>
      );
    }
    const onSubmit = vi.fn();
    await render(<ContactForm onSubmit={onSubmit} />);

    await userEvent.click(page.getByRole("button", { name: "Send" }));
    await expect.element(page.getByText("The field name is required.").first()).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.fill(page.getByLabelText("Name"), "Mona");
    await userEvent.fill(page.getByLabelText("Message"), "Hello");
    await userEvent.click(page.getByRole("button", { name: "Send" }));

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ name: "Mona", body: "Hello" });
  });

  test("ids come from the form and link the summary to the fields", async () => {
    await render(<ExhibitorForm />);

    await userEvent.click(page.getByRole("button", { name: "Send" }));

    const link = page.getByRole("link", { name: "The field email is required." }).element();
    expect(link.getAttribute("href")).toBe(`#${emailInput().element().id}`);
    expect(emailInput().element()).toHaveAttribute("name", "email");
  });
});

describe("useForm with a schema", () => {
  type ContactValues = { name: string; email: string; subject: string; body: string };

  function ContactForm({ schema }: { schema: ValidationSchema }) {
    const form = useForm<ContactValues, unknown>({
      initialValues: { name: "", email: "", subject: "", body: "" },
      schema,
      onSubmit: () => {},
    });
    return (
      <form onSubmit={form.handleSubmit} noValidate>
        <TextField label="Name" {...form.getFieldProps("name")} />
        <TextField label="Email" {...form.getFieldProps("email")} />
        <button type="submit">Send</button>
      </form>
    );
  }

  test("runs the schema 5 ms after the last trigger, once for a burst", async () => {
    const schema = { ...ContactMessageInputSchema };
    const run = vi.spyOn(schema, "~run");
    await render(<ContactForm schema={schema} />);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });

    await userEvent.type(page.getByRole("textbox", { name: "Email" }), "x");
    await userEvent.keyboard("{Tab}");
    expect(run).not.toHaveBeenCalled();

    vi.advanceTimersByTime(4);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    // The change and the blur of leaving the field made one run.
    expect(run).toHaveBeenCalledOnce();

    vi.useRealTimers();
    await expect
      .element(page.getByRole("textbox", { name: "Email" }))
      .toHaveAccessibleDescription("The field email must be a valid email address.");
    // The schema only speaks for fields the user has been through.
    await expect
      .element(page.getByRole("textbox", { name: "Name" }))
      .not.toHaveAttribute("aria-invalid");
  });

  test("submit runs the schema at once and maps its codes to messages", async () => {
    await render(<ContactForm schema={ContactMessageInputSchema} />);

    await userEvent.click(page.getByRole("button", { name: "Send" }));

    await expect
      .element(page.getByRole("textbox", { name: "Name" }))
      .toHaveAccessibleDescription("The field name is required.");
    expect(document.activeElement).toBe(page.getByRole("textbox", { name: "Name" }).element());
  });
});

describe("useForm at the source: parsed output in, a failed answer out", () => {
  type BankValues = {
    iban: string;
    swift: string;
    bank_name: string;
    account_number: string;
    note: string;
  };
  const blankBank: BankValues = {
    iban: "",
    swift: "",
    bank_name: "",
    account_number: "",
    note: "",
  };

  /** A failed call as the api-client throws it (ApiError): a status, a message, field errors. */
  class AnswerError extends Error {
    readonly status: number;
    readonly errors: Record<string, string[]>;
    constructor(status: number, message: string, errors: Record<string, string[]> = {}) {
      super(message);
      this.status = status;
      this.errors = errors;
    }
  }

  function BankForm({
    onSubmit,
    failureMessage,
  }: {
    onSubmit: UseFormOptions<BankValues, { iban: string; swift: string }>["onSubmit"];
    failureMessage?: string;
  }) {
    const [outcome, setOutcome] = useState("none");
    const form = useForm({
      initialValues: blankBank,
      schema: OrganizationBankInputSchema,
      fieldLabels: { iban: "IBAN", swift: "SWIFT", bank_name: "bank", account_number: "account" },
      failureMessage,
      onSubmit,
    });
    return (
      <form
        onSubmit={async (event) => setOutcome(String(await form.handleSubmit(event)))}
        noValidate
      >
        <ErrorSummary errors={form.errorList} description={form.formMessage} />
        <TextField label="IBAN" {...form.getFieldProps("iban")} />
        <TextField label="SWIFT" {...form.getFieldProps("swift")} />
        <TextField label="Bank" {...form.getFieldProps("bank_name")} />
        <TextField label="Account" {...form.getFieldProps("account_number")} />
        <TextField label="Note" {...form.getFieldProps("note")} />
        <output>{`submitted: ${outcome}`}</output>
        <button type="submit" disabled={form.isSubmitting}>
          Send
        </button>
      </form>
    );
  }

  const input = (name: string) => page.getByRole("textbox", { name, exact: true });

  async function fillBank() {
    await userEvent.fill(input("IBAN"), " sa03 8000 0000 6080 1016 7519 ");
    await userEvent.fill(input("SWIFT"), "rjhi sa ri");
    await userEvent.fill(input("Bank"), "  Al Rajhi \u200f Bank ");
    await userEvent.fill(input("Account"), "608-010 167519");
    await userEvent.fill(input("Note"), "  as typed ");
  }

  test("onSubmit receives the schema's parsed output; a field the schema does not name comes as typed", async () => {
    const onSubmit = vi.fn();
    await render(<BankForm onSubmit={onSubmit} />);
    await fillBank();

    await userEvent.click(page.getByRole("button", { name: "Send" }));

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith({
      iban: "SA0380000000608010167519",
      swift: "RJHISARI",
      bank_name: "Al Rajhi Bank",
      account_number: "608010167519",
      vat_number: "",
      note: "  as typed ",
    });
    await expect.element(page.getByText("submitted: true")).toBeInTheDocument();
    // What the user typed stays on the page as typed.
    await expect.element(input("IBAN")).toHaveValue(" sa03 8000 0000 6080 1016 7519 ");
  });

  test("a 422 thrown by onSubmit lands on its fields and in the summary, the first field focused, nothing typed lost", async () => {
    const onSubmit = vi.fn(() => {
      throw new AnswerError(422, "Some fields need your attention.", {
        swift: ["The SWIFT code does not match the bank."],
        iban: ["This IBAN is registered to another organization."],
      });
    });
    await render(<BankForm onSubmit={onSubmit} />);
    await fillBank();

    await userEvent.click(page.getByRole("button", { name: "Send" }));

    await expect
      .element(input("IBAN"))
      .toHaveAccessibleDescription("This IBAN is registered to another organization.");
    await expect
      .element(input("SWIFT"))
      .toHaveAccessibleDescription("The SWIFT code does not match the bank.");
    // The summary lists them in page order, whatever the answer's order; its message is not
    // shown, as every error has its field.
    const links = page.getByRole("alert").getByRole("link").all();
    expect(links.map((link) => link.element().getAttribute("href"))).toEqual([
      `#${input("IBAN").element().id}`,
      `#${input("SWIFT").element().id}`,
    ]);
    expect(document.body.textContent).not.toContain("Some fields need your attention.");
    expect(document.activeElement).toBe(input("IBAN").element());
    await expect.element(page.getByText("submitted: false")).toBeInTheDocument();
    await expect.element(input("Account")).toHaveValue("608-010 167519");
    await expect.element(input("Note")).toHaveValue("  as typed ");
    await expect.element(page.getByRole("button", { name: "Send" })).toBeEnabled();
  });

  test("an answer's message that no field says is the form's message", async () => {
    await render(
      <BankForm
        onSubmit={() => {
          throw new AnswerError(409, "The organization is under review.");
        }}
      />,
    );
    await fillBank();

    await userEvent.click(page.getByRole("button", { name: "Send" }));

    await expect.element(page.getByText("The organization is under review.")).toBeInTheDocument();
    await expect.element(page.getByText("submitted: false")).toBeInTheDocument();
  });

  test("no answer (or anything else thrown) shows the app's failure message", async () => {
    const failures = [new AnswerError(0, "Failed to fetch"), new TypeError("x is undefined")];
    await render(
      <BankForm
        failureMessage="حدث خطأ غير متوقع."
        onSubmit={() => {
          throw failures.shift();
        }}
      />,
    );
    await fillBank();

    for (let attempt = 0; attempt < 2; attempt++) {
      await userEvent.click(page.getByRole("button", { name: "Send" }));
      await expect.element(page.getByText("حدث خطأ غير متوقع.")).toBeInTheDocument();
    }
    expect(failures).toEqual([]);
    expect(document.body.textContent).not.toContain("Failed to fetch");
    expect(document.body.textContent).not.toContain("x is undefined");
  });
});

describe("useForm with a field array", () => {
  type Parcel = { number: string; quantity: string };
  type ParcelValues = { quantity: string; parcels: Parcel[] };

  const blank: Parcel = { number: "", quantity: "" };

  function ParcelsForm({
    initialParcels = [blank],
    onSubmit = () => {},
    schema,
    serverErrors = {},
  }: {
    initialParcels?: Parcel[];
    onSubmit?: (values: ParcelValues) => unknown;
    schema?: ValidationSchema;
    serverErrors?: Record<string, string[]>;
  }) {
    const form = useForm<ParcelValues, unknown>({
      initialValues: { quantity: "", parcels: initialParcels },
      rules: { quantity: [required, numeric], parcels: [required] },
      cellRules: { parcels: { number: [required], quantity: [required, numeric] } },
      fieldLabels: { quantity: "quantity", number: "parcel number", parcels: "parcels" },
      schema,
      onSubmit,
    });
    const parcels = form.fieldArray("parcels");
    return (
      <form onSubmit={form.handleSubmit} noValidate className="flex flex-col gap-4">
        <ErrorSummary errors={form.errorList} description={form.formMessage} />
        <TextField label="Quantity" {...form.getFieldProps("quantity")} />
        <fieldset id={parcels.id} tabIndex={-1} aria-describedby={parcels.errorId}>
          <legend>Parcels</legend>
          {parcels.rows.map((row) => (
            <div key={row.key} className="flex gap-2">
              <TextField
                label={`Parcel number ${row.index + 1}`}
                {...row.getFieldProps("number")}
              />
              <TextField
                label={`Copies in parcel ${row.index + 1}`}
                {...row.getFieldProps("quantity")}
              />
              <button type="button" onClick={() => parcels.remove(row.index)}>
                {`Remove parcel ${row.index + 1}`}
              </button>
            </div>
          ))}
          <FieldError id={parcels.errorId}>{parcels.error}</FieldError>
          <button type="button" onClick={() => parcels.append(blank, { shouldFocus: true })}>
            Add a parcel
          </button>
        </fieldset>
        <button
          type="button"
          onClick={() => form.setServerErrors(serverErrors, "The given data was invalid.")}
        >
          Simulate server
        </button>
        <button type="submit">Send</button>
      </form>
    );
  }

  const numberInput = (row: number) =>
    page.getByRole("textbox", { name: `Parcel number ${row}`, exact: true });
  const copiesInput = (row: number) =>
    page.getByRole("textbox", { name: `Copies in parcel ${row}`, exact: true });
  const parcelsGroup = () => page.getByRole("group", { name: "Parcels" });

  test("append adds an empty row and focuses it; the other rows keep their values", async () => {
    await render(<ParcelsForm />);
    await userEvent.fill(numberInput(1), "A1");
    await userEvent.fill(copiesInput(1), "5");

    await userEvent.click(page.getByRole("button", { name: "Add a parcel" }));

    await expect.element(numberInput(2)).toHaveFocus();
    await expect.element(numberInput(2)).toHaveValue("");
    await expect.element(numberInput(1)).toHaveValue("A1");
    await expect.element(copiesInput(1)).toHaveValue("5");
  });

  test("remove moves the rows below up with their values and errors", async () => {
    await render(
      <ParcelsForm
        initialParcels={[
          { number: "A1", quantity: "5" },
          { number: "B1", quantity: "x" },
          { number: "", quantity: "7" },
        ]}
      />,
    );
    await userEvent.click(page.getByRole("button", { name: "Send" }));
    await expect
      .element(copiesInput(2))
      .toHaveAccessibleDescription("The field quantity must be a numeric value.");
    await expect
      .element(numberInput(3))
      .toHaveAccessibleDescription("The field parcel number is required.");

    await userEvent.click(page.getByRole("button", { name: "Remove parcel 1" }));

    await expect.element(numberInput(3)).not.toBeInTheDocument();
    await expect.element(numberInput(1)).toHaveValue("B1");
    await expect.element(numberInput(1)).not.toHaveAttribute("aria-invalid");
    await expect.element(copiesInput(1)).toHaveValue("x");
    await expect
      .element(copiesInput(1))
      .toHaveAccessibleDescription("The field quantity must be a numeric value.");
    await expect.element(numberInput(2)).toHaveValue("");
    await expect
      .element(numberInput(2))
      .toHaveAccessibleDescription("The field parcel number is required.");
    await expect.element(copiesInput(2)).toHaveValue("7");
    await expect.element(copiesInput(2)).not.toHaveAttribute("aria-invalid");
  });

  test("a cell is validated on blur by its column's rules, not while typing", async () => {
    await render(<ParcelsForm />);

    await userEvent.type(copiesInput(1), "1x");
    expect(errorOf(copiesInput(1))).toBeNull();
    await userEvent.keyboard("{Tab}");

    await expect
      .element(copiesInput(1))
      .toHaveAccessibleDescription("The field quantity must be a numeric value.");
    expect(errorOf(numberInput(1))).toBeNull();
  });

  test("a cell rule blocks the submit, which focuses the first invalid cell", async () => {
    const onSubmit = vi.fn();
    await render(
      <ParcelsForm
        onSubmit={onSubmit}
        initialParcels={[
          { number: "A1", quantity: "5" },
          { number: "B1", quantity: "" },
        ]}
      />,
    );
    await userEvent.fill(page.getByRole("textbox", { name: "Quantity", exact: true }), "12");

    await userEvent.click(page.getByRole("button", { name: "Send" }));

    await expect.element(copiesInput(2)).toHaveFocus();
    await expect
      .element(copiesInput(2))
      .toHaveAccessibleDescription("The field quantity is required.");
    expect(onSubmit).not.toHaveBeenCalled();
    // A lone error is said by its cell alone (decision 023).
    expect(document.querySelector('[data-slot="error-summary"]')).toBeNull();
  });

  test("ErrorSummary links each cell's error to the cell's input", async () => {
    await render(<ParcelsForm />);

    await userEvent.click(page.getByRole("button", { name: "Send" }));
    const links = page.getByRole("alert").getByRole("link").all();

    expect(links.map((link) => link.element().textContent)).toEqual([
      "The field quantity is required.",
      "The field parcel number is required.",
      "The field quantity is required.",
    ]);
    expect(links.map((link) => link.element().getAttribute("href"))).toEqual([
      `#${page.getByRole("textbox", { name: "Quantity", exact: true }).element().id}`,
      `#${numberInput(1).element().id}`,
      `#${copiesInput(1).element().id}`,
    ]);
    await userEvent.click(links[2]!);
    await expect.element(copiesInput(1)).toHaveFocus();
  });

  test("submit sends the rows as plain values, without their keys", async () => {
    const onSubmit = vi.fn();
    await render(<ParcelsForm onSubmit={onSubmit} />);
    await userEvent.fill(page.getByRole("textbox", { name: "Quantity", exact: true }), "12");
    await userEvent.fill(numberInput(1), "A1");
    await userEvent.fill(copiesInput(1), "5");
    await userEvent.click(page.getByRole("button", { name: "Add a parcel" }));
    await userEvent.fill(numberInput(2), "B1");
    await userEvent.fill(copiesInput(2), "7");

    await userEvent.click(page.getByRole("button", { name: "Send" }));

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      quantity: "12",
      parcels: [
        { number: "A1", quantity: "5" },
        { number: "B1", quantity: "7" },
      ],
    });
  });

  test("the server's errors land on their cells and the list's own error under the rows", async () => {
    await render(
      <ParcelsForm
        initialParcels={[
          { number: "A1", quantity: "5" },
          { number: "B1", quantity: "9" },
        ]}
        serverErrors={{
          "parcels.1.quantity": ["The quantity is over the limit."],
          parcels: ["The quantities in parcels must add up to the book's quantity."],
        }}
      />,
    );

    await userEvent.click(page.getByRole("button", { name: "Simulate server" }));

    await expect
      .element(copiesInput(2))
      .toHaveAccessibleDescription("The quantity is over the limit.");
    await expect.element(copiesInput(1)).not.toHaveAttribute("aria-invalid");
    await expect
      .element(parcelsGroup())
      .toHaveAccessibleDescription("The quantities in parcels must add up to the book's quantity.");
    // Every error has its place: the response's summary message is not shown.
    expect(document.body.textContent).not.toContain("The given data was invalid.");
    const links = page.getByRole("alert").getByRole("link").all();
    expect(links.map((link) => link.element().getAttribute("href"))).toEqual([
      `#${copiesInput(2).element().id}`,
      `#${parcelsGroup().element().id}`,
    ]);
    // Under the rows once, and once in the summary that lists the two errors.
    expect(
      occurrences(
        document.body.textContent,
        "The quantities in parcels must add up to the book's quantity.",
      ),
    ).toBe(2);
  });

  test("a 422 thrown by onSubmit lands on its cell and under the rows, and focuses the cell", async () => {
    await render(
      <ParcelsForm
        initialParcels={[
          { number: "A1", quantity: "5" },
          { number: "B1", quantity: "9" },
        ]}
        onSubmit={() => {
          throw Object.assign(new Error("The given data was invalid."), {
            status: 422,
            errors: {
              parcels: ["The quantities in parcels must add up to the book's quantity."],
              "parcels.1.quantity": ["The quantity is over the limit."],
            },
          });
        }}
      />,
    );
    await userEvent.fill(page.getByRole("textbox", { name: "Quantity", exact: true }), "12");

    await userEvent.click(page.getByRole("button", { name: "Send" }));

    await expect
      .element(copiesInput(2))
      .toHaveAccessibleDescription("The quantity is over the limit.");
    await expect
      .element(parcelsGroup())
      .toHaveAccessibleDescription("The quantities in parcels must add up to the book's quantity.");
    await expect.element(copiesInput(2)).toHaveFocus();
    expect(page.getByRole("alert").getByRole("link").all()).toHaveLength(2);
    expect(document.body.textContent).not.toContain("The given data was invalid.");
  });

  test("a server error stays on its cell when a row above is removed, and goes once the value changes", async () => {
    await render(
      <ParcelsForm
        initialParcels={[
          { number: "A1", quantity: "5" },
          { number: "B1", quantity: "9" },
        ]}
        serverErrors={{ "parcels.1.quantity": ["The quantity is over the limit."] }}
      />,
    );
    await userEvent.click(page.getByRole("button", { name: "Simulate server" }));

    await userEvent.click(page.getByRole("button", { name: "Remove parcel 1" }));

    await expect.element(copiesInput(1)).toHaveValue("9");
    await expect
      .element(copiesInput(1))
      .toHaveAccessibleDescription("The quantity is over the limit.");

    await userEvent.fill(copiesInput(1), "4");
    await userEvent.keyboard("{Tab}");
    await expect.element(copiesInput(1)).not.toHaveAttribute("aria-invalid");
  });

  test("a server error about a row the form does not have shows as the form's message", async () => {
    await render(
      <ParcelsForm serverErrors={{ "parcels.4.number": ["The parcel was already sent."] }} />,
    );

    await userEvent.click(page.getByRole("button", { name: "Simulate server" }));

    await expect.element(page.getByText("The given data was invalid.")).toBeInTheDocument();
  });

  test("the schema's error on the list shows once under the rows and follows the cells", async () => {
    await render(
      <ParcelsForm
        schema={BookLogisticsInputSchema}
        initialParcels={[
          { number: "A1", quantity: "5" },
          { number: "B1", quantity: "6" },
        ]}
      />,
    );
    // BookLogisticsInputSchema wants a price and a barcode too: only the parcels are looked at.
    await userEvent.fill(page.getByRole("textbox", { name: "Quantity", exact: true }), "12");
    await userEvent.click(page.getByRole("button", { name: "Send" }));

    await expect
      .element(parcelsGroup())
      .toHaveAccessibleDescription("The field parcels is invalid.");
    expect(occurrences(document.body.textContent, "The field parcels is invalid.")).toBe(1);

    // Fixing a cell judges the list again.
    await userEvent.fill(copiesInput(2), "7");
    await userEvent.keyboard("{Tab}");
    await expect.element(parcelsGroup()).not.toHaveAccessibleDescription(/parcels/);
  });
});
