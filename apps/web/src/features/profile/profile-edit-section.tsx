import { Trans } from "@lingui/react/macro";
import type { User } from "@rawaq/domain/user";
import { Button } from "@rawaq/ui/button";
import { Card, CardBody, CardHeader, CardTitle } from "@rawaq/ui/card";
import { Suspense, lazy, useState } from "react";

// The form carries the phone metadata and the place rules (decision 008, 013): loaded when the
// user asks to edit, not with the profile every login lands on.
const ProfileEditCard = lazy(() =>
  import("./profile-edit-card.tsx").then((module) => ({ default: module.ProfileEditCard })),
);

/** "Edit your information", opening the form on demand. */
export function ProfileEditSection({ user }: { user: User }) {
  const [isEditing, setEditing] = useState(false);
  if (isEditing) {
    return (
      <Suspense fallback={<div aria-busy="true" className="h-64 rounded-lg bg-slate-100" />}>
        <ProfileEditCard user={user} />
      </Suspense>
    );
  }
  return (
    <Card aria-labelledby="profile-edit-title">
      <CardHeader>
        <CardTitle id="profile-edit-title">
          <Trans>Edit your information</Trans>
        </CardTitle>
      </CardHeader>
      <CardBody>
        <Button variant="secondary" onClick={() => setEditing(true)} className="self-start">
          <Trans>Edit name, phone, address and photo</Trans>
        </Button>
      </CardBody>
    </Card>
  );
}
