import { Trans, useLingui } from "@lingui/react/macro";
import { obligationsOf } from "@rawaq/api-client/profile";
import { AccountDeletionInputSchema, type Obligation } from "@rawaq/domain/privacy";
import { required } from "@rawaq/domain/rules";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from "@rawaq/ui/card";
import { Dialog, DialogClose } from "@rawaq/ui/dialog";
import { useForm } from "@rawaq/ui/form";
import { PasswordField } from "@rawaq/ui/password-field";
import { useSetAtom } from "jotai";
import { useState } from "react";
import { Link } from "react-router-dom";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { api } from "../../lib/api.ts";
import { endingSessionAtom } from "../../state/auth.ts";

export interface DeleteAccountCardProps {
  /** Called with the server's message once the account is gone (its session with it). */
  onDeleted: (message: string) => void;
}

/**
 * Deleting one's own account (issue 31, the PDPL's right to destruction), confirmed by the
 * password. What the fair must keep is said before, and what blocks it (a house's held booth or
 * unpaid invoice) is listed with a link to settle it.
 */
export function DeleteAccountCard({ onDeleted }: DeleteAccountCardProps) {
  const { i18n, t } = useLingui();
  const formTexts = useFormMessages();
  const [open, setOpen] = useState(false);
  const [obligations, setObligations] = useState<Obligation[] | null>(null);
  const endSession = useSetAtom(endingSessionAtom);
  const form = useForm({
    id: "account-deletion",
    initialValues: { password: "" },
    rules: { password: [required] },
    schema: AccountDeletionInputSchema,
    ...formTexts,
    onSubmit: async (values) => {
      setObligations(null);
      try {
        let message: string | undefined;
        await endSession(async () => {
          message = (await api.deleteAccount(values.password)).message;
        });
        setOpen(false);
        onDeleted(message ?? t`Your account and your personal data have been deleted.`);
      } catch (error) {
        const named = obligationsOf(error);
        if (!named) throw error;
        setObligations(named);
      }
    },
  });

  function settle(obligation: Obligation) {
    return obligation.kind === "held_booth"
      ? {
          text: t`Booth ${obligation.reference} is on hold for ${obligation.event_name}.`,
          to: `/${i18n.locale}/reservation`,
        }
      : {
          text: t`Invoice ${obligation.reference} for ${obligation.event_name} is not paid.`,
          to: `/${i18n.locale}/payment-information`,
        };
  }

  return (
    <Card role="region" aria-labelledby="delete-account-title">
      <CardHeader>
        <CardTitle id="delete-account-title">
          <Trans>Delete my account</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Your account, your personal data and your files are destroyed at once, and cannot be
            recovered. What the law or the fair's records must keep stays without your name:
            invoices name your publishing house, the audit log keeps a pseudonym, and your messages
            show “deleted account”.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardBody>
        <Dialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) {
              form.reset({ password: "" });
              setObligations(null);
            }
          }}
          trigger={
            <Button variant="danger">
              <Trans>Delete my account</Trans>
            </Button>
          }
          title={t`Delete my account`}
          description={t`Enter your password to confirm. This cannot be undone.`}
          closeLabel={t`Close`}
          footer={
            <>
              <DialogClose asChild>
                <Button variant="secondary">
                  <Trans>Cancel</Trans>
                </Button>
              </DialogClose>
              <Button
                variant="danger"
                type="submit"
                form="account-deletion"
                isLoading={form.isSubmitting}
              >
                <Trans>Delete account</Trans>
              </Button>
            </>
          }
        >
          <form
            id="account-deletion"
            onSubmit={form.handleSubmit}
            noValidate
            className="flex flex-col gap-4 pb-2"
          >
            {form.formMessage ? <Alert variant="danger">{form.formMessage}</Alert> : null}
            {obligations ? (
              <Alert variant="warning">
                <p>
                  <Trans>
                    You manage a publishing house that still has these to settle. Settle them first,
                    then delete your account:
                  </Trans>
                </p>
                <ul className="mt-2 flex list-disc flex-col gap-1 ps-5">
                  {obligations.map((obligation) => {
                    const { text, to } = settle(obligation);
                    return (
                      <li key={`${obligation.kind}-${obligation.reference}`}>
                        <Link to={to} className="font-medium underline">
                          {text}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </Alert>
            ) : null}
            <PasswordField
              label={t`Password`}
              autoComplete="current-password"
              showPasswordLabel={t`Show password`}
              hidePasswordLabel={t`Hide password`}
              required
              {...form.getFieldProps("password")}
            />
          </form>
        </Dialog>
      </CardBody>
    </Card>
  );
}
