import { Modal } from '@mantine/core';
import type { CreateTeamPayload } from '@draftmode/domain';
import { notify } from '../hooks/notify';
import { useCreateTeam } from '@/lib/teams-api';
import { CreateTeamForm } from './create-team-form';

/** The create-team dialog; on success it closes and hands the new team's id to `onCreated`. */
export function CreateTeamDialog({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (teamId: string) => void;
}) {
  const create = useCreateTeam();

  const submit = async (payload: CreateTeamPayload) => {
    const result = await create.mutateAsync(payload);
    notify({ color: 'turf', title: 'Team created', message: `${payload.name.trim()} is ready. Add players to its roster.` });
    onClose();
    if (result.team) onCreated(result.team.team.id);
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Create Team" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {opened && <CreateTeamForm onCreate={submit} onCancel={onClose} />}
    </Modal>
  );
}
