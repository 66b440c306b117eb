import { useCallback } from 'react';
import { useConfig } from '@academy/shared';
import { sendTeamRequest, sendVisitorAcknowledgement } from '../api/sendPrivacyRequest';
import { teamEmailParams, visitorEmailParams } from '../lib/privacyRequest';
import type { PrivacyRequest } from '../lib/privacyRequest';

/**
 * `send(request)`: the team's e-mail first; only when it went out, the visitor's acknowledgement.
 * The outcome is the team send's; a failed acknowledgement is only logged.
 */
export function usePrivacyRequest(): (request: PrivacyRequest) => Promise<'sent' | 'failed'> {
  const config = useConfig();
  return useCallback(
    async (request: PrivacyRequest) => {
      try {
        await sendTeamRequest(config.email, teamEmailParams(request));
      } catch (error) {
        console.error('Privacy request to the team failed:', error);
        return 'failed';
      }
      try {
        await sendVisitorAcknowledgement(config.email, visitorEmailParams(request, config));
      } catch (error) {
        console.error('Privacy request acknowledgement to the visitor failed:', error);
      }
      return 'sent';
    },
    [config],
  );
}
