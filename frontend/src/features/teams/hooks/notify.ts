import { notifications, type NotificationData } from '@mantine/notifications';

/** A toast whose close button has a name (Mantine's has none, which screen readers and axe flag). */
export function notify(data: NotificationData): void {
  notifications.show({ ...data, closeButtonProps: { 'aria-label': 'Dismiss notification', ...data.closeButtonProps } });
}
