import { memo } from 'react';
import { Kbd, Modal, Table, Text } from '@mantine/core';

/** The draft screen's keys, as the '?' list shows them. */
const DRAFT_SHORTCUTS: ReadonlyArray<{ keys: string[]; what: string }> = [
  { keys: ['/'], what: 'Search players (name, typos forgiven; team like CHI; position like wr or kicker)' },
  { keys: ['↓', '↑'], what: 'Move through the results' },
  { keys: ['Enter'], what: 'Grade the highlighted player' },
  { keys: ['T'], what: 'Taken by another team (in the grade, or on the highlighted row outside the search box)' },
  { keys: ['D'], what: 'Draft him for your team (in the grade)' },
  { keys: ['Esc'], what: 'Close the grade or this list; clear the search' },
  { keys: ['?'], what: 'Show these shortcuts' },
];

export const KeyboardShortcutsDialog = memo(function KeyboardShortcutsDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Keyboard shortcuts" centered size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Table verticalSpacing={6} aria-label="Keyboard shortcuts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Key</Table.Th>
            <Table.Th scope="col">What it does</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {DRAFT_SHORTCUTS.map((shortcut) => (
            <Table.Tr key={shortcut.what}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {shortcut.keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 && ' '}
                    <Kbd>{key}</Kbd>
                  </span>
                ))}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{shortcut.what}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
});
