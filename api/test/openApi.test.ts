import { OPENAPI_HIDDEN_MESSAGE } from '../src/http/openApiAccess';
import { startTestServer } from './testServer';
import type { TestServer } from './testServer';
import { storeTargets } from './storeTargets';

// GET /openapi.json describes every route the API serves, public and office, with the zod
// schemas each declares; /docs shows it outside production.

describe('the API describes itself', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(storeTargets()[0]!);
  });
  afterAll(() => server.dispose());

  test('every registered route appears in openapi.json with its method', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    const served = server.app.declaredRoutes.filter(
      (route) => !route.hidden && !['HEAD', 'OPTIONS'].includes(route.method) && !route.url.startsWith('/docs') && route.url !== '*',
    );
    expect(served.length).toBeGreaterThan(40);
    const missing = served
      .map((route) => ({ ...route, path: route.url.replace(/:(\w+)/g, '{$1}') }))
      .filter((route) => paths[route.path]?.[route.method.toLowerCase()] === undefined)
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  test("the records, requests and refusals are described by the contracts' schemas", async () => {
    const { paths } = (await server.app.inject({ method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: { content: Record<string, { schema: { properties?: object } }> };
            responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
          }
        >
      >;
    }>();
    const registrations = paths['/registrations']?.post;
    expect(Object.keys(registrations?.requestBody?.content['application/json']?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['course', 'parentName', 'email', 'consent']),
    );
    expect(Object.keys(registrations?.responses['201']?.content?.['application/json']?.schema.properties ?? {})).toEqual([
      'registrationNumber',
      'receivedAt',
      'demoToken',
    ]);
    expect(Object.keys(registrations?.responses['400']?.content?.['application/json']?.schema.properties ?? {})).toEqual([
      'error',
      'fields',
      'requestId',
    ]);
    const page = paths['/office/registrations']?.get?.responses['200']?.content?.['application/json']?.schema.properties;
    expect(Object.keys(page ?? {})).toEqual(['records', 'total']);
    // The sign-in takes a one-time code; an account's own sessions are listed and ended.
    const signIn = paths['/office/session']?.post?.requestBody?.content['application/json']?.schema.properties;
    expect(Object.keys(signIn ?? {})).toEqual(['email', 'password', 'otp']);
    const sessions = paths['/office/sessions']?.get?.responses['200']?.content?.['application/json']?.schema.properties;
    expect(Object.keys(sessions ?? {})).toEqual(['sessions']);
    expect(Object.keys(paths['/office/sessions/{id}']?.delete?.responses ?? {})).toEqual(['204', '401', '403', '404']);
  });

  test('every described route declares its params, query, body and responses with schemas', async () => {
    const { paths } = (await server.app.inject({ method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: Array<{ in: string; name: string; schema?: object }>;
            requestBody?: { content: Record<string, { schema?: object }> };
            responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
          }
        >
      >;
    }>();
    const undeclared: string[] = [];
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${path}`;
        // Each {param} of the path is a declared, typed parameter.
        for (const [, param] of path.matchAll(/\{(\w+)\}/g)) {
          const declared = operation.parameters?.find((p) => p.in === 'path' && p.name === param);
          if (!declared?.schema) undeclared.push(`${name}: path parameter ${param}`);
        }
        for (const parameter of operation.parameters ?? []) {
          if (!parameter.schema) undeclared.push(`${name}: ${parameter.in} ${parameter.name} has no schema`);
        }
        // A write takes a described body, JSON or multipart (DELETE and the sign-out take none).
        if (
          ['post', 'put', 'patch'].includes(method) &&
          !Object.values(operation.requestBody?.content ?? {}).some((media) => media.schema)
        ) {
          undeclared.push(`${name}: body`);
        }
        // Every answer it gives, success and refusal, has the schema of what it sends.
        const responses = Object.entries(operation.responses ?? {});
        if (!responses.some(([status]) => status.startsWith('2'))) undeclared.push(`${name}: no success response`);
        for (const [status, response] of responses) {
          if (status !== '204' && !Object.values(response.content ?? {}).some((media) => media.schema)) {
            undeclared.push(`${name}: response ${status} without a schema`);
          }
        }
      }
    }
    expect(undeclared).toEqual([]);
  });

  test('/docs shows the description outside production', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('the API in production', () => {
  let server: TestServer;
  const nodeEnv = process.env.NODE_ENV;
  beforeAll(async () => {
    process.env.NODE_ENV = 'production';
    server = await startTestServer(storeTargets()[0]!, { production: true });
  });
  afterAll(async () => {
    process.env.NODE_ENV = nodeEnv;
    await server.dispose();
  });

  test('has no /docs and no /openapi.json (OPENAPI_PUBLIC=1 publishes them: proxies.test.ts)', async () => {
    for (const url of ['/docs', '/docs/', '/docs/json', '/openapi.json']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode, error: response.json<{ error: string }>().error }).toEqual({
        url,
        status: 404,
        error: OPENAPI_HIDDEN_MESSAGE,
      });
    }
  });
});
