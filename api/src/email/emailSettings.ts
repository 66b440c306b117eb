import { readFileSync } from 'node:fs';
import { z } from 'zod';
import localDeployment from '@academy/contracts/local-config';
import { isLoopback, parseSettings, placeholderReason, raw, SettingsError } from '../config/settingRules';
import type { EmailjsEndpoint } from './emailjsClient';
import type { MessageSettings } from './emailMessages';

// Who sends the registration and application e-mails, and what they say about the academy:
// read from the deployment's own config.json (the file its apps are served with; SITE_CONFIG
// names it, the local deployment's by default). The environment has the last word on the account:
// EMAILJS_SERVICE_ID and EMAILJS_PUBLIC_KEY over the config's, the private key no page may see
// (EMAILJS_PRIVATE_KEY), and EMAILJS_ORIGIN where the endpoint differs from the config's.
// With NODE_ENV=production nothing falls back to the local sample (emailSettingsSchema).

export interface EmailSettings {
  endpoint: EmailjsEndpoint;
  messages: MessageSettings;
}

type DeploymentConfig = typeof localDeployment;

export const PRODUCTION_SITE_CONFIG_MESSAGE =
  "SITE_CONFIG is required with NODE_ENV=production: the path of the deployment's config.json, whose EmailJS account and contacts the e-mails use.";
export const PRODUCTION_PRIVATE_KEY_MESSAGE =
  "EMAILJS_PRIVATE_KEY is required with NODE_ENV=production: the EmailJS account's private key, without which EmailJS refuses the server's sends.";

function deploymentConfig(path: string, refuse: (message: string) => never): DeploymentConfig {
  try {
    const config = JSON.parse(readFileSync(path, 'utf8')) as Partial<DeploymentConfig>;
    return { ...localDeployment, ...config, email: { ...localDeployment.email, ...config.email } };
  } catch (error) {
    return refuse(
      `SITE_CONFIG names ${path}, which could not be read as JSON (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
}

/** What a production config must not still hold from the local sample, with the field's name. */
function sampleLeftovers(config: DeploymentConfig, serviceId: string, publicKey: string): string[] {
  const sample = localDeployment;
  return [
    serviceId === sample.email.serviceId ? 'the sample EmailJS service (EMAILJS_SERVICE_ID or email.serviceId)' : '',
    publicKey === sample.email.publicKey ? 'the sample EmailJS public key (EMAILJS_PUBLIC_KEY or email.publicKey)' : '',
    config.supportPhone === sample.supportPhone ? 'the sample supportPhone' : '',
    config.supportEmail === sample.supportEmail ? 'the sample supportEmail' : '',
  ].filter(Boolean);
}

/**
 * The e-mail settings as one schema: outside production a missing SITE_CONFIG means the local
 * deployment's sample; with NODE_ENV=production the deployment's own config, a private key and a
 * real EmailJS origin are required, and every problem is reported together with the API's own.
 */
function emailSettingsSchema(production: boolean) {
  return z
    .object({ SITE_CONFIG: raw, EMAILJS_SERVICE_ID: raw, EMAILJS_PUBLIC_KEY: raw, EMAILJS_ORIGIN: raw, EMAILJS_PRIVATE_KEY: raw })
    .transform((env, ctx): EmailSettings => {
      const problems: string[] = [];
      const refuse = (message: string): never => {
        problems.push(message);
        throw new SettingsError(problems);
      };
      const read = <T>(work: () => T, fallback: T): T => {
        try {
          return work();
        } catch (error) {
          if (error instanceof SettingsError) return fallback;
          throw error;
        }
      };
      const path = env.SITE_CONFIG?.trim() ?? '';
      const config = read(() => {
        if (path === '') return production ? refuse(PRODUCTION_SITE_CONFIG_MESSAGE) : localDeployment;
        return deploymentConfig(path, refuse);
      }, localDeployment);
      const { email } = config;
      const settings = {
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
      if (production) {
        const { origin, privateKey, serviceId, publicKey } = settings.endpoint;
        if (privateKey === '') problems.push(PRODUCTION_PRIVATE_KEY_MESSAGE);
        else if (placeholderReason(privateKey)) problems.push(`EMAILJS_PRIVATE_KEY ${placeholderReason(privateKey)}.`);
        if (isLoopback(origin) || !origin.startsWith('https://'))
          problems.push(
            `The EmailJS origin is ${origin}, which is not EmailJS: with NODE_ENV=production set EMAILJS_ORIGIN or the config's email.origin to https://api.emailjs.com.`,
          );
        if (path !== '' && config !== localDeployment) {
          const leftovers = sampleLeftovers(config, serviceId, publicKey);
          if (leftovers.length > 0) problems.push(`SITE_CONFIG (${path}) still holds ${leftovers.join(', ')}.`);
        }
      }
      for (const message of problems) ctx.addIssue({ code: 'custom', message });
      return settings;
    });
}

/** The variables the e-mail settings read (`.env.example`'s e-mail section lists exactly these). */
export const EMAIL_SETTINGS_VARIABLES = Object.keys(emailSettingsSchema(false).in.shape).sort();

/** The e-mail settings from the environment; a SettingsError lists every missing or unsafe value at once. */
export function readEmailSettings(env: NodeJS.ProcessEnv = process.env): EmailSettings {
  return parseSettings(emailSettingsSchema(env.NODE_ENV === 'production'), env);
}
