import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inDialog, isTyping, usePageKey } from './use-draft-shortcuts';

function Page({ onHelp }: { onHelp: () => void }) {
  usePageKey('?', onHelp);
  return (
    <>
      <input aria-label="Search" />
      <textarea aria-label="Chat" />
      <button>Taken</button>
      <div role="dialog" aria-label="Grade">
        <button>Draft</button>
      </div>
    </>
  );
}

describe('draft screen keys', () => {
  it('leave text fields, selects and widgets with their own arrows alone', () => {
    render(<Page onHelp={jest.fn()} />);
    expect(isTyping(screen.getByRole('textbox', { name: 'Search' }))).toBe(true);
    expect(isTyping(screen.getByRole('textbox', { name: 'Chat' }))).toBe(true);
    expect(isTyping(screen.getByRole('button', { name: 'Taken' }))).toBe(false);
    expect(isTyping(document.body)).toBe(false);
    expect(inDialog(screen.getByRole('button', { name: 'Draft' }))).toBe(true);
    expect(inDialog(screen.getByRole('button', { name: 'Taken' }))).toBe(false);
  });

  it('"?" opens the shortcut list from the page, not while typing or in a dialog', async () => {
    const user = userEvent.setup();
    const onHelp = jest.fn();
    render(<Page onHelp={onHelp} />);
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.keyboard('?');
    expect(onHelp).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('?');
    screen.getByRole('button', { name: 'Draft' }).focus();
    await user.keyboard('?');
    expect(onHelp).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Taken' }).focus();
    await user.keyboard('?');
    expect(onHelp).toHaveBeenCalledTimes(1);
  });
});
