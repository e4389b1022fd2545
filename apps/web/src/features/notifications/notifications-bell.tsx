import { useLingui } from "@lingui/react/macro";
import { Dialog } from "@rawaq/ui/dialog";
import { BellIcon } from "@rawaq/ui/icons";
import { useState } from "react";
import { api } from "../../lib/api.ts";
import { NotificationsList } from "./notifications-list.tsx";
import { useNotifications, useRevalidateNotifications } from "./use-notifications.ts";

/**
 * The topbar's notifications button: the unread count, polled every minute while the tab is
 * visible; opening the list marks everything read.
 */
export function NotificationsBell() {
  const { t } = useLingui();
  const { data } = useNotifications(1, { poll: true });
  const refreshNotifications = useRevalidateNotifications();
  const [isOpen, setIsOpen] = useState(false);
  // Read as soon as the list opens, yet still worth pointing out while it is open.
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(new Set());
  const unread = data?.meta.unread ?? 0;

  async function handleOpenChange(open: boolean) {
    setIsOpen(open);
    if (!open) return;
    setNewIds(
      new Set(
        (data?.notifications ?? [])
          .filter((notification) => notification.read_at === null)
          .map((notification) => notification.id),
      ),
    );
    if (unread === 0) return;
    try {
      await api.markNotificationsRead();
    } catch (error) {
      // The count stays as it was; the next poll or opening tries again.
      console.error("Notifications could not be marked read:", error);
    }
    await refreshNotifications();
  }

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => void handleOpenChange(open)}
      title={t`Notifications`}
      closeLabel={t`Close`}
      trigger={
        <button
          type="button"
          aria-label={unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`}
          data-slot="notifications-bell"
          data-state={unread > 0 ? "unread" : "read"}
          className="relative inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <BellIcon />
          {unread > 0 && (
            <span
              aria-hidden="true"
              className="absolute -end-0.5 -top-0.5 inline-flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-700 px-1 text-[0.6875rem] leading-none font-bold text-white tabular-nums"
            >
              {unread > 99 ? "99+" : unread}
            </span>
          )}
        </button>
      }
    >
      <div className="pb-2">
        <NotificationsList newIds={newIds} onNavigate={() => setIsOpen(false)} />
      </div>
    </Dialog>
  );
}
