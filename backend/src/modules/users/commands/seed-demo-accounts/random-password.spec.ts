import { passwordSchema } from '@draftmode/domain';
import { randomPassword } from './random-password';

describe('randomPassword', () => {
  it('always meets the sign-up password rules and differs every time', () => {
    const passwords = Array.from({ length: 200 }, () => randomPassword());
    for (const password of passwords) {
      expect(password).toHaveLength(16);
      expect(passwordSchema.safeParse(password).success).toBe(true);
    }
    expect(new Set(passwords).size).toBe(passwords.length);
  });
});
