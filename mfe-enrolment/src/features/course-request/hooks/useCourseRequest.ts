import { useCallback } from 'react';
import { useConfig } from '@academy/shared';
import { sendOwnerNotification } from '../api/sendOwnerNotification';
import { sendVisitorConfirmation } from '../api/sendVisitorConfirmation';
import { ownerEmailParams, visitorEmailParams } from '../lib/courseRequestEmails';
import type { CourseRequest } from '../lib/courseRequestEmails';

export type CourseRequestOutcome = 'sent' | 'failed';

/**
 * `request({email, course})`: the owner's e-mail first; only when it went out, the visitor's
 * confirmation. The outcome is the owner send's; a failed confirmation is only logged.
 */
export function useCourseRequest(): (request: CourseRequest) => Promise<CourseRequestOutcome> {
  const config = useConfig();
  return useCallback(
    async (request: CourseRequest) => {
      try {
        await sendOwnerNotification(config.email, ownerEmailParams(request));
      } catch (error) {
        console.error('Course request to the owner failed:', error);
        return 'failed';
      }
      try {
        await sendVisitorConfirmation(config.email, visitorEmailParams(request, config));
      } catch (error) {
        console.error('Course request confirmation to the visitor failed:', error);
      }
      return 'sent';
    },
    [config],
  );
}
