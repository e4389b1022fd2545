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
import { Select } from "@rawaq/ui/select";
import { TextField } from "@rawaq/ui/text-field";
import { useState } from "react";
import { Link } from "react-router-dom";
import { ReviewStatusBadge } from "../../components/review-status.tsx";
import { useToast } from "../../components/toasts.tsx";
import { fileTooLargeText } from "../../i18n/slot-messages.ts";
import { serverFailure } from "../../lib/api-failure.ts";
import { badgesApi } from "../../lib/api.ts";
import { useFormatFileSize } from "../../lib/file-size.ts";
import { formatCount } from "../../lib/format-count.ts";
import { useLengthCounter } from "../../lib/length-counter.ts";
import { BADGE_ROLE_LABELS } from "./badge-labels.ts";

const NOT_A_MEMBER = "none";
const DIALOG_FIELDS = ["member_user_id", "printed_name", "role", "photo"];

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
            <Link
              to={`/${locale}/reservation/badges`}
              target="_blank"
              className="inline-flex h-9 items-center rounded-md border border-brand-300 px-3 text-sm font-medium text-brand-800 hover:bg-brand-50"
            >
              <Trans>Print the badges</Trans>
            </Link>
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
                <Link
                  to={`/${locale}/badges/${badge.public_id}`}
                  target="_blank"
                  className="inline-flex h-8 items-center rounded-md border border-brand-300 px-3 text-sm font-medium text-brand-800 hover:bg-brand-50"
                >
                  <Trans>Open the badge</Trans>
                </Link>
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
  const [memberId, setMemberId] = useState(NOT_A_MEMBER);
  const [printedName, setPrintedName] = useState("");
  const lengthCounter = useLengthCounter();
  const [role, setRole] = useState<BadgeRole>("staff");
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const formatSize = useFormatFileSize();
  const maxSize = formatSize(IMAGE_MAX_BYTES);

  async function handleSave() {
    setSending(true);
    setMessage(null);
    try {
      const answer = await badgesApi.nameBadge({
        event_id: data.event!.id,
        member_user_id: memberId === NOT_A_MEMBER ? "" : memberId,
        printed_name: printedName,
        role,
        photo,
      });
      onNamed(answer.message ?? t`Done.`);
    } catch (error) {
      const failure = serverFailure(error, i18n);
      setErrors(failure.errors);
      // Each error once, at its field; the summary only for what no field of the form shows.
      const isSaidByFields =
        Object.keys(failure.errors).length > 0 &&
        Object.keys(failure.errors).every((field) => DIALOG_FIELDS.includes(field));
      setMessage(isSaidByFields ? null : failure.message);
    } finally {
      setSending(false);
    }
  }

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
          <Button isLoading={isSending} onClick={() => void handleSave()}>
            <Trans>Save the badge</Trans>
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {message ? <Alert variant="danger">{message}</Alert> : null}
        <Select
          label={t`Staff member`}
          value={memberId}
          onValueChange={(value) => {
            setMemberId(value);
            const member = data.members.find((item) => item.user_id === value);
            if (member) {
              setPrintedName(member.name);
              setRole(member.role === "manager" ? "manager" : "staff");
            }
          }}
          options={[
            { value: NOT_A_MEMBER, label: t`Someone else (name and photo)` },
            ...data.members.map((member) => ({ value: member.user_id, label: member.name })),
          ]}
          error={errors.member_user_id?.[0]}
        />
        <TextField
          label={t`Name as printed`}
          value={printedName}
          onChange={(event) => setPrintedName(event.target.value)}
          error={errors.printed_name?.[0]}
          required
          maxLength={PRINTED_NAME_MAX_LENGTH}
          counter={lengthCounter(printedName, PRINTED_NAME_MAX_LENGTH)}
        />
        <Select
          label={t`Role`}
          value={role}
          onValueChange={(value) => setRole(value as BadgeRole)}
          options={BADGE_ROLES.map((value) => ({
            value,
            label: i18n._(BADGE_ROLE_LABELS[value]),
          }))}
          error={errors.role?.[0]}
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
          file={photo}
          onFileChange={setPhoto}
          prompt={t`Drop the photo here or choose a file`}
          removeLabel={t`Remove the file`}
          typeErrorText={t`Choose a JPEG, PNG or WebP image.`}
          sizeErrorText={fileTooLargeText(i18n)}
          formatSize={formatSize}
          error={errors.photo?.[0]}
        />
      </div>
    </Dialog>
  );
}
