import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

describe('the HTTP surface', () => {
  let testApp: TestApp;
  let frontendDist: string;

  beforeAll(async () => {
    frontendDist = mkdtempSync(join(tmpdir(), 'draftmode-dist-'));
    writeFileSync(join(frontendDist, 'index.html'), '<!doctype html><title>DraftMode SPA</title>');
    testApp = await startTestApp('http', {
      FRONTEND_DIST: frontendDist,
      REDIS_URL: 'redis://127.0.0.1:6379',
      METRICS_TOKEN: 'metrics-token-0123456789abcdef',
    });
  });

  afterAll(async () => {
    await testApp.close();
    rmSync(frontendDist, { recursive: true, force: true });
  });

  const http = () => request(testApp.app.getHttpServer());

  it('answers liveness', async () => {
    await http().get('/health/live').expect(200, { status: 'ok' });
  });

  it('reports readiness per dependency with its latency', async () => {
    const response = await http().get('/health/ready').expect(200);
    expect(response.body.status).toBe('ok');
    expect(response.body.checks.database).toEqual({ status: 'up', latencyMs: expect.any(Number) });
    expect(response.body.checks.redis).toEqual({ status: 'up', latencyMs: expect.any(Number) });
    const combined = await http().get('/health').expect(200);
    expect(Object.keys(combined.body.checks)).toEqual(['database', 'redis']);
  });

  it('exposes Prometheus metrics including request timings', async () => {
    await http().get('/health/ready');
    const response = await http().get('/metrics').set('Authorization', 'Bearer metrics-token-0123456789abcdef').expect(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.text).toContain('process_resident_memory_bytes');
    expect(response.text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/health\/ready",status="200"\} \d+/);
  });

  it('serves the OpenAPI document and its UI at /api/docs', async () => {
    const document = await http().get('/api/docs/openapi.json').expect(200);
    expect(document.body.info).toMatchObject({ title: 'DraftMode API', version: '2.0' });
    expect(Object.keys(document.body.paths)).toEqual(expect.arrayContaining(['/health/live', '/health/ready']));
    const ui = await http().get('/api/docs').expect(200);
    expect(ui.text).toContain('swagger-ui');
  });

  it('answers an unknown API path with the JSON error shape', async () => {
    const response = await http().get('/api/no-such-thing').expect(404);
    expect(response.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Cannot GET /api/no-such-thing' });
  });

  it('answers a body that is not JSON with a 400 in the error shape, not a 404', async () => {
    const response = await http().post('/api/auth/login').set('Content-Type', 'application/json').send('{"email": ').expect(400);
    expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'The request body is not valid JSON.' });
  });

  it('answers an oversized body with a 413 in the error shape', async () => {
    const response = await http()
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(200_000) }))
      .expect(413);
    expect(response.body).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'The request body is too large.' });
  });

  it('sends security headers', async () => {
    const response = await http().get('/health/live');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-request-id']).toBeDefined();
  });

  it('serves the single-page app for any other path', async () => {
    for (const path of ['/', '/draft', '/watch/abc123', '/no/such/page']) {
      const response = await http().get(path).expect(200);
      expect(response.text).toContain('<title>DraftMode SPA</title>');
    }
  });

  it('has applied its migrations', async () => {
    const response = await http().get('/health/ready').expect(200);
    expect(response.body.checks.database.status).toBe('up');
    const { DataSource } = await import('typeorm');
    const dataSource = testApp.app.get(DataSource);
    expect(await dataSource.showMigrations()).toBe(false);
  });
});
