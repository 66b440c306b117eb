import { readFileSync } from 'node:fs';
import localDeployment from '@academy/contracts/local-config';
import type { EmailjsEndpoint } from './emailjsClient';
import type { MessageSettings } from './emailMessages';

// Who sends the registration and application e-mails, and what they say about the academy:
// read from the deployment's own config.json (the file its apps are served with; SITE_CONFIG
// names it, the local deployment's by default). The environment has the last word on the account:
// EMAILJS_SERVICE_ID and EMAILJS_PUBLIC_KEY over the config's, the private key no page may see
// (EMAILJS_PRIVATE_KEY), and EMAILJS_ORIGIN where the endpoint differs from the config's.

export interface EmailSettings {
  endpoint: EmailjsEndpoint;
  messages: MessageSettings;
}

type DeploymentConfig = typeof localDeployment;

function deploymentConfig(path: string | undefined): DeploymentConfig {
  if (!path) return localDeployment;
  try {
    const config = JSON.parse(readFileSync(path, 'utf8')) as Partial<DeploymentConfig>;
    return { ...localDeployment, ...config, email: { ...localDeployment.email, ...config.email } };
  } catch (error) {
    throw new Error(
      `SITE_CONFIG names ${path}, which could not be read as JSON (${error instanceof Error ? error.message : String(error)}).`,
      {
        cause: error,
      },
    );
  }
}

export function readEmailSettings(env: NodeJS.ProcessEnv = process.env): EmailSettings {
  const config = deploymentConfig(env.SITE_CONFIG?.trim() || undefined);
  const { email } = config;
  return {
    endpoint: {
      origin: (env.EMAILJS_ORIGIN?.trim() || email.origin).replace(/\/+$/, ''),
      serviceId: env.EMAILJS_SERVICE_ID?.trim() || email.serviceId,
      publicKey: env.EMAILJS_PUBLIC_KEY?.trim() || email.publicKey,
      privateKey: env.EMAILJS_PRIVATE_KEY?.trim() ?? '',
    },
    messages: {
      product: config.product,
      siteUrl: config.siteUrl,
      apiBaseUrl: config.apiBaseUrl,
      supportPhone: config.supportPhone,
      supportEmail: config.supportEmail,
      messaging: config.messaging,
      templates: {
        registrationRegistrant: email.templates.registrationRegistrant,
        registrationTeam: email.templates.registrationTeam,
        applicationApplicant: email.templates.applicationApplicant,
        applicationTeam: email.templates.applicationTeam,
      },
    },
  };
}
