import { detectPasskeyPlatform, passkeysSupported } from './passkeys';

const UA = {
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

describe('passkey platform detection', () => {
  it('recognises Apple, Android and Windows from the user agent', () => {
    expect(detectPasskeyPlatform({ userAgent: UA.mac })).toBe('apple');
    expect(detectPasskeyPlatform({ userAgent: UA.iphone })).toBe('apple');
    expect(detectPasskeyPlatform({ userAgent: UA.android })).toBe('android');
    expect(detectPasskeyPlatform({ userAgent: UA.windows })).toBe('windows');
    expect(detectPasskeyPlatform({ userAgent: UA.linux })).toBeNull();
  });

  it('prefers the client-hint platform when the browser sends one', () => {
    expect(detectPasskeyPlatform({ userAgent: UA.linux, userAgentData: { platform: 'Android' } })).toBe('android');
    expect(detectPasskeyPlatform({ userAgent: UA.linux, userAgentData: { platform: 'macOS' } })).toBe('apple');
    expect(detectPasskeyPlatform({ userAgent: UA.linux, userAgentData: { platform: 'Windows' } })).toBe('windows');
    expect(detectPasskeyPlatform({ userAgent: UA.linux, userAgentData: { platform: 'Linux' } })).toBeNull();
  });

  it('needs both a supported platform and a platform authenticator', async () => {
    await expect(passkeysSupported({ userAgent: UA.mac }, async () => true)).resolves.toBe(true);
    await expect(passkeysSupported({ userAgent: UA.mac }, async () => false)).resolves.toBe(false);
    await expect(passkeysSupported({ userAgent: UA.linux }, async () => true)).resolves.toBe(false);
    await expect(passkeysSupported({ userAgent: UA.windows }, async () => Promise.reject(new Error('no')))).resolves.toBe(false);
  });
});
