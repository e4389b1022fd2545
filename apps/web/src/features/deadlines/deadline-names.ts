import { useLingui } from "@lingui/react/macro";
import type { Deadline } from "@rawaq/domain/deadlines";

/** Each deadline's step by its name, and the page where it is done (without the locale). */
export function useDeadlineNames(): Record<Deadline, { name: string; path: string }> {
  const { t } = useLingui();
  return {
    participation_request: { name: t`Participation request`, path: "/my-requests" },
    book_list: { name: t`Book list`, path: "/books/new" },
    complete_data: { name: t`Complete data`, path: "/completeData" },
    parcel_delivery: { name: t`Parcel delivery`, path: "/completeData" },
    payment: { name: t`Payment`, path: "/payment-information" },
  };
}
