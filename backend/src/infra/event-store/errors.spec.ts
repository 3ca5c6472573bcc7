import { ConflictException } from '@nestjs/common';
import { STALE_VERSION_MESSAGE, toApiError } from '../http/api-exception.filter';
import { ConcurrencyError } from './errors';

describe('ConcurrencyError over HTTP', () => {
  it('becomes a 409 that carries the current version', () => {
    expect(toApiError(new ConcurrencyError('team-1', 3, 5))).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: STALE_VERSION_MESSAGE,
      currentVersion: 5,
    });
  });

  it('leaves other conflicts without a version', () => {
    expect(toApiError(new ConflictException('Email already registered'))).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'Email already registered',
    });
  });
});
