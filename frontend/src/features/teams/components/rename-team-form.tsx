import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, TextInput } from '@mantine/core';
import { renameTeamSchema, type RenameTeamPayload } from '@draftmode/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Renames a team with the API's own name rules. `onRename` answers with the failure to show
 * (on the name field: 'You already have a team with that name') or null when it worked.
 */
export function RenameTeamForm({
  name,
  onRename,
  onCancel,
}: {
  name: string;
  onRename: (name: string) => Promise<string | null>;
  onCancel: () => void;
}) {
  const form = useForm<z.input<typeof renameTeamSchema>, unknown, RenameTeamPayload>({
    resolver: zodResolver(renameTeamSchema),
    defaultValues: { name },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async (values: RenameTeamPayload) => {
    if (values.name === name) return onCancel();
    const failure = await onRename(values.name);
    if (failure) form.setError('name', { type: 'server', message: failure });
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label="Rename team">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="New team name"
          required
          autoFocus
          autoComplete="off"
          maxLength={60}
          error={errors.name?.message}
          style={{ flex: '1 1 220px' }}
          {...form.register('name')}
        />
        <Group gap="xs" mt={{ base: 0, xs: 25 }}>
          <Button type="submit" loading={isSubmitting}>
            Save name
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Group>
    </form>
  );
}
