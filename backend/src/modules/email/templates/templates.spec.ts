import { resetPasswordEmail } from './reset-password.template';
import { welcomeEmail } from './welcome.template';

describe('email templates', () => {
  const emails = [
    welcomeEmail('sam@example.com', { name: 'Sam <script>', appUrl: 'https://draftmode.example' }),
    resetPasswordEmail('sam@example.com', { name: 'Sam <script>', resetUrl: 'https://draftmode.example/reset-password?token=abc_-123' }),
  ];

  it('escape the name in HTML and keep it readable in text', () => {
    for (const email of emails) {
      expect(email.html).toContain('Sam &lt;script&gt;');
      expect(email.html).not.toContain('<script>');
      expect(email.text).toContain('Sam <script>');
    }
  });

  it('load nothing from elsewhere', () => {
    for (const email of emails) expect(email.html).not.toMatch(/<img|<link|url\(|src=/i);
  });

  it('the reset email carries the link in both parts and says it lasts an hour', () => {
    const [, reset] = emails;
    expect(reset!.template).toBe('reset');
    expect(reset!.html).toContain('href="https://draftmode.example/reset-password?token=abc_-123"');
    expect(reset!.text).toContain('https://draftmode.example/reset-password?token=abc_-123');
    expect(reset!.text).toContain('1 hour');
    expect(reset!.html).toContain('1 hour');
  });
});
