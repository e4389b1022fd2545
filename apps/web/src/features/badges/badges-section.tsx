import { Trans, useLingui } from "@lingui/react/macro";
import {
  BADGE_ROLES,
  type BadgeRole,
  type MyBadges,
  PRINTED_NAME_MAX_LENGTH,
} from "@rawaq/domain/badges";
import { IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES } from "@rawaq/domain/files";
import type { Locale } from "@rawaq/i18n/locales";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { Dialog, DialogClose } from "@rawaq/ui/dialog";
import { FileDrop } from "@rawaq/ui/file-drop";
import { useForm } from "@rawaq/ui/form";
import { Select } from "@rawaq/ui/select";
import { TextField } from "@rawaq/ui/text-field";
import { useState } from "react";
import { Link } from "react-router-dom";
import { ReviewStatusBadge } from "../../components/review-status.tsx";
import { useToast } from "../../components/toasts.tsx";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { fileTooLargeText } from "../../i18n/slot-messages.ts";
import { serverFailure } from "../../lib/api-failure.ts";
import { badgesApi } from "../../lib/api.ts";
import { useFormatFileSize } from "../../lib/file-size.ts";
import { formatCount } from "../../lib/format-count.ts";
import { useLengthCounter } from "../../lib/length-counter.ts";
import { BADGE_ROLE_LABELS } from "./badge-labels.ts";

const NOT_A_MEMBER = "none";

export interface BadgesSectionProps {
  data: MyBadges;
  canManage: boolean;
  /** Called once a badge is named or revoked (the section confirms it with a toast). */
  onChanged: () => void;
}

/**
 * The organization's staff badges for its confirmed participation: the allowance, each badge
 * with its public page, naming a new one (a member, or a name with a photo) and revoking.
 */
export function BadgesSection({ data, canManage, onChanged }: BadgesSectionProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const [isNaming, setNaming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const toast = useToast();
  if (!data.event) return null;
  const left = Math.max(0, data.allowance - data.used);

  async function handleRevoke(badgeId: string) {
    setBusyId(badgeId);
    setFailure(null);
    try {
      const answer = await badgesApi.revokeBadge(badgeId);
      toast(answer.message ?? t`The badge has been revoked.`);
      onChanged();
    } catch (error) {
      setFailure(serverFailure(error, i18n).message);
    } finally {
      setBusyId(null);
    }
  }

  return (
    <section
      aria-labelledby="badges"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="badges" className="text-lg font-semibold text-brand-900">
          <Trans>Badges</Trans>
        </h2>
        <p data-slot="allowance" className="text-sm text-slate-700">
          {t`Badges named: ${formatCount(data.used, locale)} of ${formatCount(data.allowance, locale)}`}
        </p>
        <div className="ms-auto flex flex-wrap gap-2">
          {data.badges.length > 0 ? (
            <Button asChild variant="secondary" size="sm">
              <Link to={`/${locale}/reservation/badges`} target="_blank">
                <Trans>Print the badges</Trans>
              </Link>
            </Button>
          ) : null}
          {canManage ? (
            <Button size="sm" disabled={left === 0} onClick={() => setNaming(true)}>
              <Trans>Name a badge</Trans>
            </Button>
          ) : null}
        </div>
      </div>
      {failure ? <Alert variant="danger">{failure}</Alert> : null}
      {data.badges.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No badge yet. Name your staff for the fair.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {data.badges.map((badge) => (
            <li
              key={badge.id}
              data-badge={badge.printed_name}
              className="flex flex-wrap items-center gap-3 rounded-md bg-slate-50 px-3 py-2"
            >
              <span className="font-medium">
                <bdi>{badge.printed_name}</bdi>
              </span>
              <span className="text-sm text-slate-700">
                {i18n._(BADGE_ROLE_LABELS[badge.role])}
              </span>
              <ReviewStatusBadge status={badge.state} of="badge" size="sm" />
              <div className="ms-auto flex flex-wrap gap-2">
                <Button asChild variant="secondary" size="sm">
                  <Link to={`/${locale}/badges/${badge.public_id}`} target="_blank">
                    <Trans>Open the badge</Trans>
                  </Link>
                </Button>
                {canManage && badge.state === "valid" ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    isLoading={busyId === badge.id}
                    onClick={() => void handleRevoke(badge.id)}
                  >
                    <Trans>Revoke</Trans>
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {isNaming ? (
        <NameBadgeDialog
          data={data}
          onClose={() => setNaming(false)}
          onNamed={(message) => {
            setNaming(false);
            toast(message);
            onChanged();
          }}
        />
      ) : null}
    </section>
  );
}

function NameBadgeDialog({
  data,
  onClose,
  onNamed,
}: {
  data: MyBadges;
  onClose: () => void;
  onNamed: (message: string) => void;
}) {
  const { i18n, t } = useLingui();
  const lengthCounter = useLengthCounter();
  const formatSize = useFormatFileSize();
  const maxSize = formatSize(IMAGE_MAX_BYTES);
  const formTexts = useFormMessages();
  // The server checks it all; each of its errors once, at its field (useForm), the message only
  // for what no field of the form shows.
  const form = useForm({
    initialValues: {
      member_user_id: NOT_A_MEMBER,
      printed_name: "",
      role: "staff" as BadgeRole,
      photo: null as File | null,
    },
    ...formTexts,
    onSubmit: async ({ member_user_id, printed_name, role, photo }) => {
      const answer = await badgesApi.nameBadge({
        event_id: data.event!.id,
        member_user_id: member_user_id === NOT_A_MEMBER ? "" : member_user_id,
        printed_name,
        role,
        photo,
      });
      onNamed(answer.message ?? t`Done.`);
    },
  });
  const memberId = form.values.member_user_id;
  const printedName = form.getFieldProps("printed_name");

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Name a badge`}
      description={t`A member of your organization, or a name with a photo.`}
      closeLabel={t`Close`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
          <Button isLoading={form.isSubmitting} onClick={() => void form.handleSubmit()}>
            <Trans>Save the badge</Trans>
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {form.formMessage ? <Alert variant="danger">{form.formMessage}</Alert> : null}
        <Select
          id={form.fieldId("member_user_id")}
          label={t`Staff member`}
          value={memberId}
          onValueChange={(value) => {
            form.setValue("member_user_id", value, { shouldValidate: true });
            const member = data.members.find((item) => item.user_id === value);
            if (member) {
              form.setValue("printed_name", member.name);
              form.setValue("role", member.role === "manager" ? "manager" : "staff");
            }
          }}
          options={[
            { value: NOT_A_MEMBER, label: t`Someone else (name and photo)` },
            ...data.members.map((member) => ({ value: member.user_id, label: member.name })),
          ]}
          error={form.errors.member_user_id}
        />
        <TextField
          label={t`Name as printed`}
          required
          maxLength={PRINTED_NAME_MAX_LENGTH}
          counter={lengthCounter(printedName.value, PRINTED_NAME_MAX_LENGTH)}
          {...printedName}
        />
        <Select
          id={form.fieldId("role")}
          label={t`Role`}
          value={form.values.role}
          onValueChange={(value) =>
            form.setValue("role", value as BadgeRole, { shouldValidate: true })
          }
          options={BADGE_ROLES.map((value) => ({
            value,
            label: i18n._(BADGE_ROLE_LABELS[value]),
          }))}
          error={form.errors.role}
        />
        <FileDrop
          label={t`Photo`}
          hint={
            memberId === NOT_A_MEMBER
              ? t`Required for someone who is not a member: JPEG, PNG or WebP, up to ${maxSize}.`
              : t`Optional: the member's personal photo is used otherwise.`
          }
          accept={IMAGE_CONTENT_TYPES}
          maxSizeBytes={IMAGE_MAX_BYTES}
          {...form.getFileDropProps("photo")}
          prompt={t`Drop the photo here or choose a file`}
          removeLabel={t`Remove the file`}
          typeErrorText={t`Choose a JPEG, PNG or WebP image.`}
          sizeErrorText={fileTooLargeText(i18n)}
          formatSize={formatSize}
        />
      </div>
    </Dialog>
  );
}
