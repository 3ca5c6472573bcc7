import { ActionIcon, Button, CopyButton, Group, Menu, Modal, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { toFormFailure } from '@/lib/error-message';
import { createWatchLink, revokeWatchLink } from '@/lib/teams-api';

/**
 * 'Share watch link': creates a read-only /watch/<token> link for the team (a new link replaces
 * the old one) and revokes it. The token is shown only when created.
 */
export function WatchLinkButton({ teamId, teamName }: { teamId: string; teamName: string }) {
  const { create, busy, dialog } = useWatchLink(teamId, teamName);
  return (
    <>
      <Tooltip label="Share watch link" withArrow>
        <ActionIcon size="lg" variant="default" onClick={create} loading={busy} aria-label="Share watch link">
          <IconEye size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      {dialog}
    </>
  );
}

/** The same as a menu item (the phone's 'More' menu); the dialog goes outside the menu, which closes on the tap. */
export function useWatchLinkMenuItem(teamId: string, teamName: string) {
  const { create, busy, dialog } = useWatchLink(teamId, teamName);
  const item = (
    <Menu.Item leftSection={<IconEye size={16} aria-hidden="true" />} onClick={create} disabled={busy}>
      Share watch link
    </Menu.Item>
  );
  return { item, dialog };
}

function useWatchLink(teamId: string, teamName: string) {
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState<'create' | 'revoke' | null>(null);

  const create = async () => {
    setBusy('create');
    try {
      const link = await createWatchLink(teamId);
      // The server builds the URL from its configured address; the page the user is on is the one to share.
      setUrl(`${window.location.origin}/watch/${encodeURIComponent(link.token)}`);
      setOpened(true);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Could not create a watch link', message: toFormFailure(error).message });
    } finally {
      setBusy(null);
    }
  };

  const revoke = async () => {
    setBusy('revoke');
    try {
      await revokeWatchLink(teamId);
      setUrl(null);
      setOpened(false);
      notifications.show({ color: 'turf', title: 'Watch link revoked', message: 'Anyone watching has been disconnected.' });
    } catch (error) {
      notifications.show({ color: 'red', title: 'Could not revoke the watch link', message: toFormFailure(error).message });
    } finally {
      setBusy(null);
    }
  };

  const dialog = (
    <Modal
      opened={opened}
      onClose={() => setOpened(false)}
      title={`Watch link for ${teamName}`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Anyone with this link sees your roster, the last picks and your live grade, read-only, updating live. Creating a new link replaces
          this one.
        </Text>
        <TextInput label="Watch link" value={url ?? ''} readOnly onFocus={(event) => event.currentTarget.select()} />
        <Group justify="space-between">
          <Button color="red" variant="light" onClick={() => void revoke()} loading={busy === 'revoke'}>
            Revoke link
          </Button>
          <CopyButton value={url ?? ''}>
            {({ copied, copy }) => <Button onClick={copy}>{copied ? 'Copied' : 'Copy link'}</Button>}
          </CopyButton>
        </Group>
      </Stack>
    </Modal>
  );
  return { create: () => void create(), busy: busy === 'create', dialog };
}
