import { Trans, useLingui } from "@lingui/react/macro";
import { PRIVACY_NOTICE_VERSION } from "@rawaq/domain/privacy";
import type { User } from "@rawaq/domain/user";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { Dialog, DialogClose } from "@rawaq/ui/dialog";
import { useAtom } from "jotai";
import { useState } from "react";
import { Link } from "react-router-dom";
import { useSWRConfig } from "swr";
import { failureMessage } from "../../lib/api-failure.ts";
import { api } from "../../lib/api.ts";
import { PROFILE_KEY } from "../../lib/use-profile.ts";
import { noticePromptDeferredAtom } from "../../state/session.ts";

/**
 * Asks a signed-in person to agree to the privacy notice when they have not agreed to its current
 * version (issue 31): a newer notice, or an account made without it. "Later" puts it off for this
 * visit; agreeing records the version with its time.
 */
export function NoticeConsentDialog({ user }: { user: User }) {
  const { i18n, t } = useLingui();
  const [deferred, setDeferred] = useAtom(noticePromptDeferredAtom);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { mutate } = useSWRConfig();
  if (user.privacy_notice_version === PRIVACY_NOTICE_VERSION || deferred) return null;

  async function agree() {
    setBusy(true);
    setFailure(null);
    try {
      const { data } = await api.acceptPrivacyNotice(PRIVACY_NOTICE_VERSION);
      await mutate(PROFILE_KEY, data.user, { revalidate: false });
    } catch (error) {
      setFailure(failureMessage(error, i18n));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && setDeferred(true)}
      title={
        user.privacy_notice_version === null
          ? t`Our privacy notice`
          : t`Our privacy notice has changed`
      }
      description={t`What Rawaq keeps about you, why, for how long, who sees it, and your rights.`}
      closeLabel={t`Later`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">
              <Trans>Later</Trans>
            </Button>
          </DialogClose>
          <Button onClick={() => void agree()} isLoading={busy}>
            <Trans context="privacy notice">Agree</Trans>
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 pb-2 text-sm">
        {failure ? <Alert variant="danger">{failure}</Alert> : null}
        <p>
          <Trans>
            Please read the{" "}
            <Link
              to={`/${i18n.locale}/privacy`}
              target="_blank"
              className="font-medium text-brand-800 underline"
            >
              privacy notice
            </Link>{" "}
            and agree to it. Until you do, we ask again at each visit.
          </Trans>
        </p>
      </div>
    </Dialog>
  );
}
