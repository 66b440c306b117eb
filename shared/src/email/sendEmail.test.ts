import { defaultConfig } from '../config/siteConfig';
import { emailSendUrl, http, HttpResponse, setupApiServer } from '../testing';
import { EmailSendError, sendEmail, sendTemplateEmail } from './sendEmail';
import type { EmailStorage } from './sendEmail';

const received: unknown[] = [];
const server = setupApiServer(
  http.post(emailSendUrl, async ({ request }) => {
    received.push(await request.json());
    return new HttpResponse('OK', { status: 200 });
  }),
);

beforeEach(() => {
  received.length = 0;
});

function memoryStorage(): EmailStorage {
  const data = new Map<string, string>();
  return {
    get: async (key) => data.get(key) ?? null,
    set: async (key, value) => void data.set(key, value),
    remove: async (key) => void data.delete(key),
  };
}

test('posts the EmailJS body (key, service, template, params) to the configured origin', async () => {
  await sendTemplateEmail(defaultConfig.email, 'courseRequestOwner', { subject: 'Hello', body: 'World' });
  expect(received).toEqual([
    {
      lib_version: expect.any(String),
      user_id: 'local-public-key',
      service_id: 'service_local',
      template_id: 'template_course_request_owner',
      template_params: { subject: 'Hello', body: 'World' },
    },
  ]);
});

test('a different origin is honoured even though the SDK reads it from its global store', async () => {
  const seen: string[] = [];
  server.use(
    http.post('http://mail.example/api/v1.0/email/send', () => {
      seen.push('other');
      return new HttpResponse('OK');
    }),
  );
  await sendEmail('s', 't', {}, { publicKey: 'k', origin: 'http://mail.example/', blockHeadless: false });
  expect(seen).toEqual(['other']);
  await sendTemplateEmail(defaultConfig.email, 'registrationTeam', { subject: 'x' });
  expect(received).toHaveLength(1);
});

test('a refused send rejects with the provider status', async () => {
  server.use(http.post(emailSendUrl, () => new HttpResponse('The public key is invalid', { status: 400 })));
  await expect(sendTemplateEmail(defaultConfig.email, 'registrationTeam', {})).rejects.toEqual(
    expect.objectContaining({ name: 'EmailSendError', status: 400, text: 'The public key is invalid' }),
  );
});

test('a network failure rejects with status 0', async () => {
  server.use(http.post(emailSendUrl, () => HttpResponse.error()));
  const error = await sendTemplateEmail(defaultConfig.email, 'registrationTeam', {}).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(EmailSendError);
  expect((error as EmailSendError).status).toBe(0);
});

test('limitRate with a storage provider throttles the second send of the same id only', async () => {
  const storageProvider = memoryStorage();
  const options = { publicKey: 'k', origin: defaultConfig.email.origin, blockHeadless: false, storageProvider };
  await sendEmail('s', 't', {}, { ...options, limitRate: { id: 'a', throttle: 60_000 } });
  await expect(sendEmail('s', 't', {}, { ...options, limitRate: { id: 'a', throttle: 60_000 } })).rejects.toMatchObject({ status: 429 });
  await sendEmail('s', 't', {}, { ...options, limitRate: { id: 'b', throttle: 60_000 } });
  expect(received).toHaveLength(2);
});

test('blockHeadless refuses to send from a webdriver-controlled browser', async () => {
  Object.defineProperty(navigator, 'webdriver', { value: true, configurable: true });
  try {
    await expect(
      sendEmail('s', 't', {}, { publicKey: 'k', origin: defaultConfig.email.origin, blockHeadless: true }),
    ).rejects.toMatchObject({ status: 451 });
    expect(received).toHaveLength(0);
  } finally {
    Object.defineProperty(navigator, 'webdriver', { value: false, configurable: true });
  }
});

test('a send the service never answers fails after the timeout instead of hanging', async () => {
  server.use(http.post(emailSendUrl, () => new Promise<never>(() => undefined)));
  const options = { publicKey: 'k', origin: defaultConfig.email.origin, blockHeadless: false, timeoutMs: 100 };
  const failure = await sendEmail('service_local', 'template_x', { subject: 'Hello' }, options).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(EmailSendError);
  expect((failure as EmailSendError).message).toBe('E-mail not sent (0): no answer within 0.1 s');
});
