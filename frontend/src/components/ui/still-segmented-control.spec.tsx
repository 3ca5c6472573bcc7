import { MantineProvider, SegmentedControl } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { StillSegmentedControl } from './still-segmented-control';

const VIEWS = [
  { value: 'players', label: 'Players' },
  { value: 'grid', label: 'Draft board' },
] as const;

function Views({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState<'players' | 'grid'>('players');
  return (
    <StillSegmentedControl
      aria-label="Board view"
      size="xs"
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      data={VIEWS}
    />
  );
}

describe('StillSegmentedControl', () => {
  it('is a radio group that marks and reports the chosen segment', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <MantineProvider>
        <Views onChange={onChange} />
      </MantineProvider>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Board view' });
    expect(screen.getByRole('radio', { name: 'Players' })).toBeChecked();
    expect(screen.getByText('Players').closest('label')).toHaveAttribute('data-active');

    await user.click(screen.getByText('Draft board'));
    expect(onChange).toHaveBeenCalledWith('grid');
    expect(screen.getByRole('radio', { name: 'Draft board' })).toBeChecked();
    expect(screen.getByText('Draft board').closest('label')).toHaveAttribute('data-active');
    expect(screen.getByText('Players').closest('label')).not.toHaveAttribute('data-active');
    expect(group).toHaveClass(String(SegmentedControl.classes.root));
  });

  it('renders no floating indicator, so mounting it reads no layout', () => {
    const { container } = render(
      <MantineProvider>
        <StillSegmentedControl aria-label="Board view" value="players" onChange={jest.fn()} data={VIEWS} />
      </MantineProvider>,
    );
    expect(container.querySelector(`.${SegmentedControl.classes.indicator}`)).toBeNull();
  });
});
