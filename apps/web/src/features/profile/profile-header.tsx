import { Trans, useLingui } from "@lingui/react/macro";
import type { User } from "@rawaq/domain/user";
import { useEffect, useState } from "react";
import { api } from "../../lib/api.ts";

/** An object URL of the caller's photo while the page shows it; null without one. */
function usePhotoUrl(hasPhoto: boolean): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!hasPhoto) return;
    let objectUrl: string | null = null;
    api
      .getProfilePhoto()
      .then((blob) => {
        if (!blob) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch((error: unknown) => console.error("Photo could not be loaded:", error));
    return () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [hasPhoto]);
  return url;
}

/** The profile's head: the photo (or the name's first letter), the name and the role. */
export function ProfileHeader({ user }: { user: User }) {
  const { t } = useLingui();
  const photoUrl = usePhotoUrl(user.has_personal_image);
  return (
    <header className="flex items-center gap-4">
      {photoUrl ? (
        <img src={photoUrl} alt={t`Personal photo`} className="size-20 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-20 place-items-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800"
        >
          {user.first_name.slice(0, 1)}
        </span>
      )}
      <div>
        <h1 className="text-2xl font-bold text-brand-900">
          <bdi>
            {user.first_name} {user.last_name}
          </bdi>
        </h1>
        <p className="text-sm text-slate-600">
          {user.role === "admin" ? <Trans>Administration</Trans> : <Trans>Exhibitor</Trans>}
        </p>
      </div>
    </header>
  );
}
