import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import localDeployment from '@academy/contracts/local-config';

// A complete production environment, as the deploy guide's operator fills it in: its own
// origins, data folder, secrets, config.json and EmailJS account. The EmailJS origin is a name
// that never resolves (RFC 6761 .invalid), so a test never reaches the internet.

export function productionEnvironment(dir: string): Record<string, string> {
  const siteConfig = join(dir, 'config.json');
  writeFileSync(
    siteConfig,
    JSON.stringify({
      ...localDeployment,
      siteUrl: 'https://www.academy.test',
      supportPhone: '+91 80 4000 1234',
      supportEmail: 'hello@academy.test',
      email: { ...localDeployment.email, serviceId: 'service_k2v9', publicKey: 'pk_7Yq2mX', origin: 'https://api.emailjs.com' },
    }),
  );
  return {
    NODE_ENV: 'production',
    TRUST_PROXY: 'false',
    DATA_DIR: join(dir, 'data'),
    CORS_ORIGINS: 'https://www.academy.test',
    OFFICE_ORIGIN: 'https://office.academy.test',
    PAYMENT_LINK_SECRET: 'Q3p8mZ1vT0aK7wYc2LrN5sHd9fUe4GjB6xIo+A==',
    AUDIT_HASH_KEY: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    SITE_CONFIG: siteConfig,
    EMAILJS_PRIVATE_KEY: 'Zr4-pQ8xLm2Tn7Vb',
    EMAILJS_ORIGIN: 'https://emailjs.invalid',
  };
}
