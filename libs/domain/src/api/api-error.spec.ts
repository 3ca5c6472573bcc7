import { isApiErrorBody } from './api-error';

describe('isApiErrorBody', () => {
  it('accepts the API error shape', () => {
    expect(isApiErrorBody({ statusCode: 404, error: 'Not Found', message: 'Team not found' })).toBe(true);
  });

  it('rejects anything else', () => {
    expect(isApiErrorBody(null)).toBe(false);
    expect(isApiErrorBody('error')).toBe(false);
    expect(isApiErrorBody({ message: 'no status' })).toBe(false);
  });
});
