import { useCallback } from 'react';
import { useConfig } from '../config/ConfigContext';
import { sendTemplateEmail, type EmailParams, type EmailTemplate } from './sendEmail';

/** `send(template, params)` bound to this deployment's e-mail config. */
export function useEmailSender(): (template: EmailTemplate, params: EmailParams) => Promise<void> {
  const { email } = useConfig();
  return useCallback((template, params) => sendTemplateEmail(email, template, params), [email]);
}
