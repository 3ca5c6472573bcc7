import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';

/** Asks before deleting a team; `onConfirm` answers with the failure to show, or null when done. */
export function DeleteTeamDialog({
  opened,
  teamName,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  teamName: string;
  onConfirm: () => Promise<string | null>;
  onClose: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    setFailure(null);
    const message = await onConfirm();
    setDeleting(false);
    if (message) setFailure(message);
  };

  return (
    <Modal
      opened={opened}
      onClose={() => {
        setFailure(null);
        onClose();
      }}
      title={`Delete ${teamName}?`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <FormAlert message={failure} />
        <Text size="sm">This removes the team and its roster. This cannot be undone.</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} loading={deleting}>
            Delete team
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
