import { Group, Pagination, Select, Text } from '@mantine/core';
import { formatCount } from './format';

const PAGE_SIZES = ['10', '25', '50', '100'];

interface UsersPagerProps {
  /** Users matching the filter; undefined while the first page loads. */
  total: number | undefined;
  /** Users on this page. */
  shown: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** Which users of how many are shown, the page size and the pages. */
export function UsersPager({ total, shown, page, pageSize, onPage, onPageSize }: UsersPagerProps) {
  const totalPages = total !== undefined ? Math.max(1, Math.ceil(total / pageSize)) : 1;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total !== undefined
          ? total === 0
            ? '0 users'
            : `${formatCount((page - 1) * pageSize + 1)}–${formatCount((page - 1) * pageSize + shown)} of ${formatCount(total)} users`
          : ' '}
      </Text>
      <Group gap="sm" wrap="wrap">
        <Select
          aria-label="Users per page"
          data={PAGE_SIZES.map((size) => ({
            value: size,
            label: `${size} per page`,
          }))}
          value={String(pageSize)}
          onChange={(value) => {
            if (value) onPageSize(Number(value));
          }}
          allowDeselect={false}
          w={145}
        />
        <Pagination
          total={totalPages}
          value={Math.min(page, totalPages)}
          onChange={onPage}
          size="sm"
          siblings={1}
          boundaries={1}
          getControlProps={paginationLabels}
        />
      </Group>
    </Group>
  );
}

function paginationLabels(control: 'first' | 'previous' | 'last' | 'next') {
  return {
    'aria-label': `${control[0]!.toUpperCase()}${control.slice(1)} page`,
  };
}
