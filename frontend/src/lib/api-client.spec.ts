/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, createApiClient } from './api-client';

// A real HTTP server on loopback stands in for the API, so the client's fetch runs for real.
let server: Server;
let baseUrl: string;
let lastRequest: { method?: string; url?: string; authorization?: string; body: string };
let respond: (response: ServerResponse) => void;

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      lastRequest = { method: request.method, url: request.url, authorization: request.headers.authorization, body };
      respond(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function json(status: number, body: unknown) {
  return (response: ServerResponse) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };
}

describe('createApiClient', () => {
  it('sends JSON with the bearer token and returns the parsed body', async () => {
    respond = json(200, { ok: true });
    const request = createApiClient({ baseUrl, getToken: () => 'abc', onUnauthorized: jest.fn() });
    await expect(request('/teams', { method: 'POST', body: { name: 'Sharks' } })).resolves.toEqual({ ok: true });
    expect(lastRequest).toEqual({ method: 'POST', url: '/api/teams', authorization: 'Bearer abc', body: '{"name":"Sharks"}' });
  });

  it('sends no Authorization header without a token', async () => {
    respond = json(200, []);
    const request = createApiClient({ baseUrl, getToken: () => null, onUnauthorized: jest.fn() });
    await request('/players');
    expect(lastRequest.authorization).toBeUndefined();
  });

  it('on 401 calls onUnauthorized and rejects with the server message', async () => {
    respond = json(401, { statusCode: 401, error: 'Unauthorized', message: 'Your session has expired. Please sign in again.' });
    const onUnauthorized = jest.fn();
    const request = createApiClient({ baseUrl, getToken: () => 'expired', onUnauthorized });
    const failure = request('/auth/me').catch((error: unknown) => error);
    const error = await failure;
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('Your session has expired. Please sign in again.');
  });

  it('keeps the field messages of a 400', async () => {
    respond = json(400, { statusCode: 400, error: 'Bad Request', message: 'Invalid team', fields: { name: 'Team name is required' } });
    const onUnauthorized = jest.fn();
    const request = createApiClient({ baseUrl, getToken: () => 't', onUnauthorized });
    const error = (await request('/teams', { method: 'POST', body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error.fields).toEqual({ name: 'Team name is required' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('explains a non-JSON failure and an unreachable server', async () => {
    respond = (response) => {
      response.writeHead(502);
      response.end('Bad gateway');
    };
    const request = createApiClient({ baseUrl, getToken: () => null, onUnauthorized: jest.fn() });
    await expect(request('/teams')).rejects.toThrow('The server answered 502. Please try again.');

    const unreachable = createApiClient({ baseUrl: 'http://127.0.0.1:1/api', getToken: () => null, onUnauthorized: jest.fn() });
    await expect(unreachable('/teams')).rejects.toThrow('Cannot reach DraftMode. Check your connection and try again.');
  });

  it('on 503 keeps the session (only a 401 ends it) and tells when to retry', async () => {
    respond = (response) => {
      response.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '5' });
      response.end(
        JSON.stringify({
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'DraftMode cannot reach its database right now. Please try again in a moment.',
        }),
      );
    };
    const onUnauthorized = jest.fn();
    const request = createApiClient({ baseUrl, getToken: () => 'still-good', onUnauthorized });
    const error = (await request('/users/me').catch((e: unknown) => e)) as ApiError;
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(503);
    expect(error.retryAfterSeconds).toBe(5);
    expect(error.message).toBe('DraftMode cannot reach its database right now. Please try again in a moment.');
  });
});
