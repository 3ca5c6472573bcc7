import { Alert, Button, Group, Select, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { toFormFailure } from '@/lib/error-message';
import type { UserFilter, UserRole } from '../api/admin-types';
import { exportUsersCsv } from '../api/export-users-csv';

interface UsersToolbarProps {
  searchInput: string;
  onSearchInput: (value: string) => void;
  role: UserRole | null;
  onRole: (role: UserRole | null) => void;
  /** What Export CSV saves: the users matching the current search and role, in the current order. */
  filter: UserFilter;
}

/** Search, role filter and Export CSV above the users list. */
export function UsersToolbar({ searchInput, onSearchInput, role, onRole, filter }: UsersToolbarProps) {
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  async function runExport() {
    setExporting(true);
    setExportError(null);
    try {
      const fileName = await exportUsersCsv(filter);
      notifications.show({
        color: 'turf',
        title: 'Export ready',
        message: `Saved ${fileName}.`,
      });
    } catch (error) {
      setExportError(toFormFailure(error).message);
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Name or email"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchInput}
          onChange={(event) => onSearchInput(event.currentTarget.value)}
          style={{ flex: '1 1 14rem' }}
        />
        <Select
          label="Role"
          data={[
            { value: 'all', label: 'All roles' },
            { value: 'user', label: 'Users' },
            { value: 'admin', label: 'Admins' },
          ]}
          value={role ?? 'all'}
          onChange={(value) => onRole(value === 'user' || value === 'admin' ? value : null)}
          allowDeselect={false}
          w={140}
        />
        <Button leftSection={<IconDownload size={16} aria-hidden />} variant="light" loading={exporting} onClick={() => void runExport()}>
          Export CSV
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Export CSV saves every user matching the search and role above, in this order.
      </Text>
      {exportError && (
        <Alert color="red" title="Export failed" withCloseButton onClose={() => setExportError(null)}>
          {exportError}
        </Alert>
      )}
    </>
  );
}
