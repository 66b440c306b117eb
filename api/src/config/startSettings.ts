import type { EmailSettings } from '../email/emailSettings';
import { readEmailSettings } from '../email/emailSettings';
import { SettingsError } from './settingRules';
import type { Settings } from './settings';
import { readSettings } from './settings';

// What the API's start reads: its own settings and the e-mail settings, every problem of both
// in one SettingsError, so one start reports all that an operator must fix.

export function readStartSettings(env: NodeJS.ProcessEnv = process.env): { settings: Settings; email: EmailSettings } {
  const problems: string[] = [];
  const attempt = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof SettingsError)) throw error;
      problems.push(...error.problems);
      return undefined;
    }
  };
  const settings = attempt(() => readSettings(env));
  const email = attempt(() => readEmailSettings(env));
  if (!settings || !email) throw new SettingsError(problems);
  return { settings, email };
}
