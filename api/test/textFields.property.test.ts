import fc from 'fast-check';
import sharp from 'sharp';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER } from '@academy/contracts/office-rules';
import { STAFF_EMAIL, addStaff, managerSession } from './officeHelpers';
import type { SignedIn } from './officeHelpers';
import { eachStore } from './storeTargets';
import { openOutbox, startTestServer } from './testServer';
import type { TestOutbox, TestServer } from './testServer';

// Every text field of every route that takes a JSON body, public and office, sign-in and the
// local outbox included, refuses a string holding a control (Cc), format (Cf), private-use (Co)
// or unassigned (Cn) code point, a Default_Ignorable_Code_Point, a lone surrogate (Cs), a line or
// paragraph separator (Zl, Zp), U+2800 or U+FFFC, or one of the tag block: 400 naming that field, never a 500 and
// never stored. The routes and their fields are read from the API's own description
// (GET /openapi.json, built from the routes' zod schemas), so a new route is covered as soon as it
// is declared. The line breaks a multi-line field may hold are never the code point generated. The
// same holds for every query and path parameter of every route, GET included: a NUL in an office
// search once reached PostgreSQL and answered 500.

jest.setTimeout(120_000);

/** Runs per field: enough to visit every category many times over the suite, bounded in time. */
const RUNS_PER_FIELD = 20;

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  nullable?: boolean;
};
type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      { requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; parameters?: Array<{ in: string; name: string }> }
    >
  >;
};

/** A route that reads a JSON body, and the fields of that body that hold text. */
interface BodyRoute {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  schema: JsonSchema;
  textFields: string[];
}

/** Whether a schema's value is, or holds, a string (an enum of strings, a list of them, a record of anything). */
function holdsText(schema: JsonSchema): boolean {
  const types = ([] as string[]).concat(schema.type ?? []);
  if (types.includes('string')) return true;
  if ([...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(holdsText)) return true;
  if (schema.items && holdsText(schema.items)) return true;
  if (schema.properties && Object.values(schema.properties).some(holdsText)) return true;
  // A record of unknown values (the outbox's template_params) takes text too.
  return types.includes('object') && !schema.properties && schema.additionalProperties !== false;
}

/** Every JSON-body route of a description; path parameters get a value (the body is judged before them). */
function bodyRoutes(doc: OpenApi): BodyRoute[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      if (!schema) return [];
      const textFields = Object.entries(schema.properties ?? {})
        .filter(([, field]) => holdsText(field))
        .map(([name]) => name);
      return [{ method: method.toUpperCase() as BodyRoute['method'], url: path.replace(/\{[^}]+\}/g, '1'), schema, textFields }];
    }),
  );
}

/** Every route that takes a form (multipart/form-data), with the form's text fields (its image aside). */
function formRoutes(doc: OpenApi): BodyRoute[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const schema = operation.requestBody?.content?.['multipart/form-data']?.schema;
      if (!schema) return [];
      const textFields = Object.keys(schema.properties ?? {}).filter((name) => name !== FORM_IMAGE_FIELD);
      return [{ method: method.toUpperCase() as BodyRoute['method'], url: path.replace(/\{[^}]+\}/g, '1'), schema, textFields }];
    }),
  );
}

/** The one file field of the office's forms. */
const FORM_IMAGE_FIELD = 'image';

/** A form as a browser sends it: `text` in `field`, an ordinary value in the others, and a small picture. */
async function formCarrying(route: BodyRoute, field: string, text: string, picture: Buffer): Promise<InjectOptions> {
  const form = new FormData();
  for (const name of route.textFields) form.set(name, name === field ? text : 'Asha');
  form.set(FORM_IMAGE_FIELD, new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'picture.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    method: route.method,
    url: route.url,
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  };
}

/** A query or path parameter of a route, GET included. */
interface RoutePart {
  method: string;
  path: string;
  where: 'query' | 'path';
  name: string;
}

/** Every query and path parameter of every route of a description. */
function routeParts(doc: OpenApi): RoutePart[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) =>
      (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query' || parameter.in === 'path')
        .map((parameter) => ({ method: method.toUpperCase(), path, where: parameter.in as RoutePart['where'], name: parameter.name })),
    ),
  );
}

/** The URL of `part`'s route with `text` in that part, and an ordinary value in every other path parameter. */
function urlCarrying(part: RoutePart, text: string): string {
  const encoded = encodeURIComponent(text);
  const path = part.path.replace(/\{([^}]+)\}/g, (_, name: string) => (part.where === 'path' && name === part.name ? encoded : '1'));
  return part.where === 'query' ? `${path}?${encodeURIComponent(part.name)}=${encoded}` : path;
}

/**
 * A value of `schema`'s shape with `text` in its first string place: the field as a client would
 * send it (a row of cells, a record of params), with the hostile string where text goes.
 */
function carrying(schema: JsonSchema, text: string): unknown {
  const types = ([] as string[]).concat(schema.type ?? []);
  if (types.includes('string')) return text;
  const textual = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].find(holdsText);
  if (textual) return carrying(textual, text);
  if (schema.items)
    return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, (_, index) =>
      index === 0 ? carrying(schema.items!, text) : plain(schema.items!),
    );
  if (schema.properties) {
    const [first] = Object.entries(schema.properties).filter(([, field]) => holdsText(field));
    return Object.fromEntries(
      Object.entries(schema.properties).map(([name, field]) => [name, name === first?.[0] ? carrying(field, text) : plain(field)]),
    );
  }
  return { subject: text };
}

/** An ordinary value of `schema`'s shape, for the fields beside the one under test. */
function plain(schema: JsonSchema): unknown {
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const types = ([] as string[]).concat(schema.type ?? []);
  if (types.includes('string')) return 'Asha';
  if (types.includes('boolean')) return true;
  if (types.includes('integer') || types.includes('number')) return 1;
  const [option] = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (option) return plain(option);
  if (schema.items) return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => plain(schema.items!));
  if (schema.properties) return Object.fromEntries(Object.entries(schema.properties).map(([name, field]) => [name, plain(field)]));
  return {};
}

/** The code points of a property's class as ranges [from, to], found by scanning every code point once. */
function rangesOf(test: (codePoint: number) => boolean): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue; // surrogates are no characters
    if (!test(codePoint)) continue;
    const last = ranges.at(-1);
    if (last && last[1] === codePoint - 1) last[1] = codePoint;
    else ranges.push([codePoint, codePoint]);
  }
  return ranges;
}

/** One code point drawn evenly from `ranges`. */
function pickFrom(ranges: Array<[number, number]>): fc.Arbitrary<string> {
  const sizes = ranges.map(([from, to]) => to - from + 1);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  return fc.integer({ min: 0, max: total - 1 }).map((index) => {
    let rest = index;
    for (const [i, [from]] of ranges.entries()) {
      if (rest < sizes[i]!) return String.fromCodePoint(from + rest);
      rest -= sizes[i]!;
    }
    throw new Error('index out of the ranges');
  });
}

const LINE_BREAKS = new Set([0x0a, 0x0d]);
const category = (pattern: RegExp) => rangesOf((codePoint) => !LINE_BREAKS.has(codePoint) && pattern.test(String.fromCodePoint(codePoint)));
/** Each class on its own, so a rare one (a tag) is drawn as often as a vast one (unassigned). */
const HOSTILE_CODE_POINT = fc.oneof(
  pickFrom(category(/^\p{Cc}$/u)),
  pickFrom(category(/^\p{Cf}$/u)),
  pickFrom(category(/^\p{Co}$/u)),
  pickFrom(category(/^\p{Cn}$/u)),
  pickFrom(category(/^\p{Default_Ignorable_Code_Point}$/u)),
  pickFrom(category(/^[\p{Zl}\p{Zp}]$/u)),
  pickFrom([[0xe0000, 0xe007f]]),
  fc.constantFrom('\u2800', '\uFFFC'),
);
/** Ordinary text around it, line breaks included, as a multi-line field may hold. */
const ORDINARY = fc.string({
  unit: fc.oneof(fc.constantFrom('a', 'Z', '7', ' ', '@', '.', 'é', 'अ', '\n', '\r\n'), fc.string({ minLength: 1, maxLength: 1 })),
  maxLength: 12,
});
const HOSTILE_TEXT = fc.tuple(ORDINARY, HOSTILE_CODE_POINT, ORDINARY).map(([before, hostile, after]) => `${before}${hostile}${after}`);
/** In a JSON body also a lone half of a surrogate pair (Cs), which only JSON can carry (as an escape). */
const HOSTILE_JSON_TEXT = fc
  .tuple(ORDINARY, fc.oneof(HOSTILE_CODE_POINT, pickFrom([[0xd800, 0xdfff]])), ORDINARY)
  .map(([before, hostile, after]) => `${before}${hostile}${after}`);

/** The routes whose JSON body holds no text: `{amountInr}`, `{limit}`. */
const NUMBERS_ONLY = new Set(['/office/registrations/1/payment-link', '/office/settings/desk-export-limit']);

/** A request with a signed-in manager's cookie and CSRF token, so no office route refuses it for want of them. */
const asManager =
  (app: FastifyInstance, session: SignedIn) =>
  (request: InjectOptions): Promise<LightMyRequestResponse> =>
    app.inject({ ...request, headers: { cookie: session.cookie, [CSRF_HEADER]: session.csrfToken, ...request.headers } });

describe.each(eachStore())('%s store: hostile text in every field of every JSON route', (_name, target) => {
  let server: TestServer;
  let outbox: TestOutbox;
  let listeners: Array<{ name: string; routes: BodyRoute[]; send: (request: InjectOptions) => Promise<LightMyRequestResponse> }>;
  let documents: OpenApi[];
  beforeAll(async () => {
    server = await startTestServer(target);
    outbox = await openOutbox(server);
    await addStaff(server.store);
    const session = await managerSession(server.store, new Date(), STAFF_EMAIL);
    const api = asManager(server.app, session);
    documents = [
      (await api({ method: 'GET', url: '/openapi.json' })).json<OpenApi>(),
      (await outbox.inject({ method: 'GET', url: '/openapi.json' })).json<OpenApi>(),
    ];
    listeners = [
      { name: 'api', send: api, routes: bodyRoutes(documents[0]!) },
      { name: 'outbox', send: outbox.inject, routes: bodyRoutes(documents[1]!) },
    ];
  });
  afterAll(() => server.dispose());

  test('the description names the public, office, sign-in and outbox routes, each with its text fields', () => {
    const named = listeners.flatMap(({ routes }) => routes.map((route) => `${route.method} ${route.url}`));
    expect(named).toEqual(
      expect.arrayContaining([
        'POST /registrations',
        'POST /applications',
        'POST /office/session',
        'PATCH /office/registrations/1',
        'POST /api/v1.0/email/send',
      ]),
    );
    // Every route with a JSON body has text fields, but the payment link's, which takes an amount only.
    for (const route of listeners.flatMap(({ routes }) => routes)) {
      expect({ route: route.url, fields: route.textFields.length > 0 }).toEqual({ route: route.url, fields: !NUMBERS_ONLY.has(route.url) });
    }
    // Every write route the API declares is in its description (a multipart upload without a JSON body), so none escapes this suite.
    const described = new Set(Object.keys(documents[0]!.paths).map((path) => path.replace(/\{[^}]+\}/g, '1')));
    const writes = server.app.declaredRoutes.filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method) && !route.hidden);
    expect(writes.length).toBeGreaterThan(10);
    expect(writes.map((route) => route.url.replace(/:[A-Za-z]+/g, '1')).filter((url) => !described.has(url))).toEqual([]);
  });

  test('every text field answers 400 naming it, never a 500, and nothing is kept', async () => {
    const before = { outbox: (await server.store.listOutbox()).length, registrations: await server.store.countRecords('registrations') };
    let checked = 0;
    for (const { name, routes, send } of listeners) {
      for (const route of routes) {
        for (const field of route.textFields) {
          await fc.assert(
            fc.asyncProperty(HOSTILE_JSON_TEXT, async (text) => {
              const body = {
                ...(plain(route.schema) as Record<string, unknown>),
                [field]: carrying(route.schema.properties![field]!, text),
              };
              const response = await send({ method: route.method, url: route.url, payload: body });
              const answer = response.json<{ fields?: Record<string, string> }>();
              expect({
                listener: name,
                route: `${route.method} ${route.url}`,
                field,
                status: response.statusCode,
                named: typeof answer.fields?.[field],
              }).toEqual({ listener: name, route: `${route.method} ${route.url}`, field, status: 400, named: 'string' });
            }),
            { numRuns: RUNS_PER_FIELD },
          );
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect({ outbox: (await server.store.listOutbox()).length, registrations: await server.store.countRecords('registrations') }).toEqual(
      before,
    );
  });

  test('every text field of every form (achievements, teachers) answers 400 naming it, never a 500, and nothing is kept', async () => {
    const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 20, b: 30 } } })
      .png()
      .toBuffer();
    const api = listeners[0]!;
    const routes = formRoutes(documents[0]!);
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['POST /office/achievements', 'PUT /office/achievements/1', 'POST /office/teachers']),
    );
    const held = async () => [(await server.store.office.listAchievements()).length, (await server.store.office.listTeachers()).length];
    const before = await held();
    let checked = 0;
    for (const route of routes) {
      for (const field of route.textFields) {
        await fc.assert(
          fc.asyncProperty(HOSTILE_TEXT, async (text) => {
            const response = await api.send(await formCarrying(route, field, text, picture));
            const answer = response.json<{ fields?: Record<string, string> }>();
            expect({
              route: `${route.method} ${route.url}`,
              field,
              status: response.statusCode,
              named: typeof answer.fields?.[field],
            }).toEqual({
              route: `${route.method} ${route.url}`,
              field,
              status: 400,
              named: 'string',
            });
          }),
          { numRuns: RUNS_PER_FIELD },
        );
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(5);
    expect(await held()).toEqual(before);
  });

  test('every query and path parameter of every route answers 400 naming it, never a 500, and nothing is kept', async () => {
    const before = { outbox: (await server.store.listOutbox()).length, registrations: await server.store.countRecords('registrations') };
    let checked = 0;
    for (const [index, { name, send }] of listeners.entries()) {
      const parts = routeParts(documents[index]!);
      for (const part of parts) {
        await fc.assert(
          fc.asyncProperty(HOSTILE_TEXT, async (text) => {
            const response = await send({ method: part.method, url: urlCarrying(part, text) });
            const answer = response.json<{ fields?: Record<string, string> }>();
            expect({
              listener: name,
              route: `${part.method} ${part.path}`,
              part: `${part.where} ${part.name}`,
              status: response.statusCode,
              named: typeof answer.fields?.[part.name],
            }).toEqual({
              listener: name,
              route: `${part.method} ${part.path}`,
              part: `${part.where} ${part.name}`,
              status: 400,
              named: 'string',
            });
          }),
          { numRuns: RUNS_PER_FIELD },
        );
        checked += 1;
      }
    }
    // The office's searches and exports, a record's number, the access request's address, an image's name …
    expect(checked).toBeGreaterThan(40);
    expect({ outbox: (await server.store.listOutbox()).length, registrations: await server.store.countRecords('registrations') }).toEqual(
      before,
    );
  });

  test('4,000 levels of nesting to every JSON route is 400 with a sentence, never a 500', async () => {
    for (const { routes, send } of listeners) {
      for (const route of routes) {
        const response = await send({
          method: route.method,
          url: route.url,
          headers: { 'content-type': 'application/json' },
          payload: `{"${route.textFields[0]}":${'['.repeat(4000)}${']'.repeat(4000)}}`,
        });
        expect({
          route: `${route.method} ${route.url}`,
          status: response.statusCode,
          error: response.json<{ error: string }>().error,
        }).toEqual({ route: `${route.method} ${route.url}`, status: 400, error: 'The request body is nested more than 32 levels deep.' });
      }
    }
  });
});
