import { Trans, useLingui } from "@lingui/react/macro";
import type { GuideProfile } from "@rawaq/domain/guide-presence";
import { GUIDE_DESCRIPTION_MAX_LENGTH, GuideProfileInputSchema } from "@rawaq/domain/guide-profile";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { ErrorSummary } from "@rawaq/ui/error-summary";
import { useForm } from "@rawaq/ui/form";
import { TextField } from "@rawaq/ui/text-field";
import { useSWRConfig } from "swr";
import { PhoneField } from "../../components/phone-field.tsx";
import { TextAreaField } from "../../components/text-area-field.tsx";
import { useToast } from "../../components/toasts.tsx";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { api } from "../../lib/api.ts";
import { GUIDE_PROFILE_KEY } from "./use-guide.ts";

export interface GuideProfileFormProps {
  organizationId: string;
  profile: GuideProfile;
  /** Only the manager writes the page; its staff see it as it is. */
  isManager: boolean;
}

/**
 * What visitors read on the house's guide page: a description in each language side by side,
 * each field in its own language and direction, the website and the contact the house chooses
 * to publish. Checked with the schema the API checks it with. Loaded apart from its page: the
 * phone field carries the phone metadata.
 */
export function GuideProfileForm({ organizationId, profile, isManager }: GuideProfileFormProps) {
  const { t } = useLingui();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const formTexts = useFormMessages();
  const form = useForm({
    initialValues: {
      description_ar: profile.description_ar,
      description_en: profile.description_en,
      website: profile.website ?? "",
      public_email: profile.public_email ?? "",
      public_phone: profile.public_phone ?? "",
    },
    schema: GuideProfileInputSchema,
    ...formTexts,
    onSubmit: async (values) => {
      const answer = await api.guide.saveProfile(organizationId, values);
      await mutate(GUIDE_PROFILE_KEY, answer.data, { revalidate: false });
      toast(answer.message ?? t`Saved.`);
    },
  });
  const field = form.getFieldProps;
  return (
    <form
      onSubmit={(event) => void form.handleSubmit(event)}
      noValidate
      aria-labelledby="guide-profile-title"
      className="flex flex-col gap-4"
    >
      <h2 id="guide-profile-title" className="text-lg font-semibold text-brand-900">
        <Trans>What visitors read</Trans>
      </h2>
      {!isManager && (
        <Alert variant="info" role="status">
          <Trans>You see this page as a staff member. Only its manager can change it.</Trans>
        </Alert>
      )}
      {form.errorList.length > 0 && (
        <ErrorSummary title={t`Please correct the following:`} errors={form.errorList} />
      )}
      {form.formMessage && form.errorList.length === 0 && (
        <Alert variant="danger">{form.formMessage}</Alert>
      )}
      <fieldset disabled={!isManager} className="flex min-w-0 flex-col gap-4">
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <TextAreaField
            label={t`Description in Arabic`}
            dir="rtl"
            lang="ar"
            rows={8}
            maxLength={GUIDE_DESCRIPTION_MAX_LENGTH}
            hint={t`Shown on the Arabic page of the guide.`}
            {...field("description_ar")}
          />
          <TextAreaField
            label={t`Description in English`}
            dir="ltr"
            lang="en"
            rows={8}
            maxLength={GUIDE_DESCRIPTION_MAX_LENGTH}
            hint={t`Shown on the English page of the guide.`}
            {...field("description_en")}
          />
        </div>
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
          <TextField
            label={t`Website`}
            type="url"
            inputMode="url"
            dir="ltr"
            autoComplete="url"
            placeholder="https://"
            hint={t`An address that starts with https://`}
            {...field("website")}
          />
          <TextField
            label={t`Public email`}
            type="email"
            dir="ltr"
            autoComplete="off"
            hint={t`Optional. Never a member's own address.`}
            {...field("public_email")}
          />
          <PhoneField
            id={form.fieldId("public_phone")}
            name="public_phone"
            label={t`Public phone number`}
            placeholder={t`Optional`}
            autoComplete="off"
            value={form.values.public_phone}
            error={form.errors.public_phone}
            disabled={!isManager}
            onChange={(change) => form.setValue("public_phone", change.e164)}
            onBlur={() => form.validate(["public_phone"])}
          />
        </div>
      </fieldset>
      {isManager && (
        <Button type="submit" isLoading={form.isSubmitting} className="self-start">
          <Trans context="guide page">Save</Trans>
        </Button>
      )}
    </form>
  );
}
