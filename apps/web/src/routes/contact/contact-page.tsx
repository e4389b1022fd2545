import { Trans, useLingui } from "@lingui/react/macro";
import { CONTACT_BODY_MAX_LENGTH } from "@rawaq/domain/contact";
import { email, required, rule } from "@rawaq/domain/rules";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { useForm } from "@rawaq/ui/form";
import { TextField } from "@rawaq/ui/text-field";
import { useToast } from "../../components/toasts.tsx";
import { TextAreaField } from "../../components/text-area-field.tsx";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { api } from "../../lib/api.ts";

const bodyLength = rule("too_long", (value) => String(value).length <= CONTACT_BODY_MAX_LENGTH);

/** The public contact form (DESIGN.md journey 12): a message to the fair's administration. */
export function ContactPage() {
  const { t } = useLingui();
  const formTexts = useFormMessages();
  const toast = useToast();

  const form = useForm({
    initialValues: { name: "", email: "", subject: "", body: "" },
    rules: {
      name: [required],
      email: [required, email],
      subject: [required],
      body: [required, bodyLength],
    },
    ...formTexts,
    onSubmit: async (values) => {
      const answer = await api.sendContactMessage(values);
      toast(answer.message ?? t`Your message was sent.`);
      form.reset();
    },
  });

  return (
    <form onSubmit={form.handleSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        <Trans>Write to the fair's administration; we answer by email.</Trans>
      </p>
      {form.formMessage && <Alert variant="danger">{form.formMessage}</Alert>}
      <TextField
        label={t`Name`}
        autoComplete="name"
        dir="auto"
        required
        {...form.getFieldProps("name")}
      />
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        dir="ltr"
        required
        {...form.getFieldProps("email")}
      />
      <TextField label={t`Subject`} dir="auto" required {...form.getFieldProps("subject")} />
      <TextAreaField
        label={t`Message`}
        required
        maxLength={CONTACT_BODY_MAX_LENGTH}
        {...form.getFieldProps("body")}
      />
      <Button type="submit" isLoading={form.isSubmitting}>
        <Trans>Send</Trans>
      </Button>
    </form>
  );
}
