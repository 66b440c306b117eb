import { defaultConfig } from '@academy/shared';
import { ownerEmailParams, visitorEmailParams } from './courseRequestEmails';

const request = { email: 'visitor@example.com', course: 'Robotics' };

test('the owner message names the visitor and the course and has no recipient', () => {
  const params = ownerEmailParams(request);
  expect(Object.keys(params).sort()).toEqual(['body', 'subject']);
  expect(params.body).toContain('visitor@example.com');
  expect(params.body).toContain('Robotics');
});

test('the visitor confirmation has the fixed subject, their address and ours', () => {
  const params = visitorEmailParams(request, defaultConfig);
  expect(params).toEqual({
    subject: 'Your Course Request Has Been Received!',
    body: expect.stringContaining('Robotics'),
    email: 'visitor@example.com',
    ourMail: defaultConfig.supportEmail,
  });
});
