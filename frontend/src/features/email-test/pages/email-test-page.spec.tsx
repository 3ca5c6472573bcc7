import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { api } from '@/lib/api';
import { saveSession } from '@/lib/session';
import { EmailTestPage } from './email-test-page';

jest.mock('@/lib/api', () => ({ api: jest.fn() }));
const apiMock = jest.mocked(api);

const OUTBOX = [
  {
    id: 'm1',
    to: 'sam@example.com',
    subject: 'Welcome to DraftMode',
    template: 'welcome',
    html: '<p>Hi</p>',
    text: 'Hi',
    createdAt: '2025-08-29T12:00:00Z',
  },
];

beforeEach(() => {
  localStorage.clear();
  saveSession('jwt', { id: 'a1', name: 'Alex Admin', email: 'alex@example.com', role: 'admin' });
  apiMock.mockReset();
  apiMock.mockImplementation(async (path: string, options: { method?: string; body?: unknown } = {}) => {
    const key = `${options.method ?? 'GET'} ${path}`;
    if (key === 'GET /email-test/outbox') return OUTBOX as never;
    if (key === 'POST /email-test/preview')
      return { subject: 'Reset your DraftMode password', html: '<h1>Reset</h1><script>alert(1)</script>', text: 'Reset link' } as never;
    if (key === 'POST /email-test/send') return { success: true, message: 'Sent to sam@example.com', method: 'queue+outbox' } as never;
    if (key === 'POST /email-test/forgot-password')
      return { success: true, message: 'Forgot-password flow ran', method: 'outbox' } as never;
    throw new Error(`unexpected ${key}`);
  });
});

function renderPage() {
  render(
    <MantineProvider>
      <MemoryRouter>
        <EmailTestPage />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('/email-test', () => {
  it('has the inputs, the five actions, the notes and the outbox', async () => {
    renderPage();
    expect(screen.getByLabelText(/^Test email/)).toHaveValue('alex@example.com');
    expect(screen.getByLabelText(/^Test name/)).toHaveValue('Alex Admin');
    for (const name of ['Preview Welcome', 'Send Welcome Test', 'Preview Reset', 'Send Reset Test', 'Run Forgot-Password Test']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByText(/Welcome emails go only to new users/)).toBeInTheDocument();
    expect(screen.getByText(/Reset links expire in 1 hour/)).toBeInTheDocument();
    expect(screen.getByText('/reset-password?token=')).toBeInTheDocument();
    expect(await screen.findByText('Welcome to DraftMode')).toBeInTheDocument();
  });

  it('previews in a sandboxed frame and shows the text', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Preview Reset' }));
    const frame = await screen.findByTitle('Reset email (HTML)');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<h1>Reset</h1><script>alert(1)</script>');
    expect(screen.getByText('Reset link')).toBeInTheDocument();
    expect(apiMock).toHaveBeenCalledWith('/email-test/preview', {
      method: 'POST',
      body: { template: 'reset', email: 'alex@example.com', name: 'Alex Admin' },
    });
  });

  it('shows each result with its method and refreshes the outbox', async () => {
    renderPage();
    await userEvent.clear(screen.getByLabelText(/^Test email/));
    await userEvent.type(screen.getByLabelText(/^Test email/), 'sam@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Welcome Test' }));
    expect(await screen.findByText('Sent to sam@example.com')).toBeInTheDocument();
    expect(screen.getByText('queue+outbox')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Run Forgot-Password Test' }));
    expect(await screen.findByText('Forgot-password flow ran')).toBeInTheDocument();
    expect(apiMock).toHaveBeenCalledWith('/email-test/forgot-password', { method: 'POST', body: { email: 'sam@example.com' } });
    await waitFor(() => expect(apiMock.mock.calls.filter(([path]) => path === '/email-test/outbox').length).toBeGreaterThanOrEqual(3));
  });

  it('validates the test email first', async () => {
    renderPage();
    await userEvent.clear(screen.getByLabelText(/^Test email/));
    await userEvent.type(screen.getByLabelText(/^Test email/), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Test' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(apiMock).not.toHaveBeenCalledWith('/email-test/send', expect.anything());
  });
});
