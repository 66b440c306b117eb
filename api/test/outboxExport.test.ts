import { namesAddress } from '../src/email/outboxAddresses';
import { STAFF_EMAIL, addStaff, asStaff, managerSession } from './officeHelpers';
import type { SignedIn } from './officeHelpers';
import { eachStore } from './storeTargets';
import { startTestServer } from './testServer';
import type { TestServer } from './testServer';

// An access request's export lists the local outbox's messages about that address exactly: not
// every message whose text contains what was typed, so `email=@` or a domain exports nobody's.

const NOW = new Date('2026-11-24T10:00:00.000Z');

describe('which messages name an address', () => {
  const params = { email: 'Priya@Example.com', body: 'Registration GFI10042\nE-mail: priya@example.com\nMobile: 91 98765 43210' };

  test.each([
    ['the address as given', 'priya@example.com', true],
    ['in another case, with spaces around', '  PRIYA@EXAMPLE.COM ', true],
    ["with the domain's trailing dot", 'priya@example.com.', true],
    ['a lone @', '@', false],
    ['the domain', 'example.com', false],
    ['@ and the domain', '@example.com', false],
    ['the mailbox and @', 'priya@', false],
    ['a longer address ending the same', 'a.priya@example.com', false],
    ['a shorter address inside it', 'riya@example.com', false],
    ['empty', '', false],
  ])('%s (%p): %p', (_label, email, named) => {
    expect(namesAddress(params, email)).toBe(named);
  });

  test('an address inside a longer text counts as a word of it, and a Unicode domain equals its punycode', () => {
    expect(namesAddress({ body: 'Write to <ravi@example.com>, please.' }, 'ravi@example.com')).toBe(true);
    expect(namesAddress({ nested: [{ to: 'asha@пример.рф' }] }, 'asha@xn--e1afmkfd.xn--p1ai')).toBe(true);
    expect(namesAddress({ body: 'ravi@example.community' }, 'ravi@example.com')).toBe(false);
  });
});

describe.each(eachStore())('%s store: the access export and the local outbox', (_name, target) => {
  let server: TestServer;
  let session: SignedIn;
  beforeEach(async () => {
    server = await startTestServer(target, { now: () => NOW });
    await addStaff(server.store);
    session = await managerSession(server.store, NOW, STAFF_EMAIL);
    for (const email of ['priya@example.com', 'a.priya@example.com', 'ravi@example.org']) {
      await server.store.addOutboxMessage({ serviceId: 's', templateId: 't', userId: 'u', params: { email, body: `E-mail: ${email}` } });
    }
  });
  afterEach(() => server.dispose());

  const exported = async (email: string) => {
    const response = await asStaff(server.app, session, { method: 'GET', url: `/office/subject?email=${encodeURIComponent(email)}` });
    expect(response.statusCode).toBe(200);
    return response.json<{ emails: Array<{ params: { email: string } }> }>().emails.map((message) => message.params.email);
  };

  test('an address exports its own messages only, whatever its case', async () => {
    expect(await exported('PRIYA@example.com')).toEqual(['priya@example.com']);
    expect(await exported('ravi@example.org')).toEqual(['ravi@example.org']);
  });

  test.each(['@', '@example.com', 'priya@', 'iya@example.com'])('email=%s exports no message', async (email) => {
    expect(await exported(email)).toEqual([]);
  });
});
