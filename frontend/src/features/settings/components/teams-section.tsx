import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTeamCount } from '../api/count-teams';
import { SettingsSection } from './settings-section';

export function TeamsSection() {
  const count = useTeamCount();
  return (
    <SettingsSection title="Teams">
      <Stack gap="xs">
        {count !== null && <Text size="sm">{count === 1 ? 'You have 1 team.' : `You have ${count} teams.`}</Text>}
        <Text size="sm">
          <Anchor component={Link} to="/my-teams">
            Manage your teams in My Teams
          </Anchor>
        </Text>
      </Stack>
    </SettingsSection>
  );
}
