import { REDACTED, redactParams, redactQuery, redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('hides watch tokens in paths and tokens in query strings, and nothing else', () => {
    expect(redactUrl('/api/watch/abc123')).toBe('/api/watch/[redacted]');
    expect(redactUrl('https://app.example/watch/abc123?from=share')).toBe('https://app.example/watch/[redacted]?from=share');
    expect(redactUrl('/reset-password?token=secret&x=1')).toBe('/reset-password?token=[redacted]&x=1');
    expect(redactUrl('/api/teams/42/watch-link')).toBe('/api/teams/42/watch-link');
    expect(redactUrl('/api/players?search=token')).toBe('/api/players?search=token');
    expect(redactUrl('/api/yahoo/callback?code=abc&state=def')).toBe('/api/yahoo/callback?code=[redacted]&state=[redacted]');
  });

  it('hides token parameters and the segment after watch in a catch-all path', () => {
    expect(redactParams({ path: ['api', 'watch', 'abc'], token: 'x', id: '42' })).toEqual({
      path: ['api', 'watch', '[redacted]'],
      token: '[redacted]',
      id: '42',
    });
  });
});

describe('redactQuery', () => {
  it('hides a reset token and Yahoo’s OAuth code and state, and keeps the rest', () => {
    expect(redactQuery({ code: 'abc', state: 'xyz', yahoo: 'connected' })).toEqual({ code: REDACTED, state: REDACTED, yahoo: 'connected' });
    expect(redactQuery({ token: 't' })).toEqual({ token: REDACTED });
    const plain = { page: '2' };
    expect(redactQuery(plain)).toBe(plain);
  });
});
