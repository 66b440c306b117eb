import type { StaffRole } from '@academy/contracts/office-rules';
import { officeApi } from '../../../lib/officeApi';
import type { Staff } from '../../../lib/session';

// The sign-in call: POST /office/session {email, password, otp?} → the account, its role and the
// session's CSRF token (the session itself is an HttpOnly cookie only the API reads).

export interface SignInRequest {
  email: string;
  password: string;
  /** The authenticator app's six-digit code, or a recovery code; only once the API asked for one. */
  otp?: string;
}

export async function signInRequest(request: SignInRequest): Promise<Staff & { role: StaffRole }> {
  const response = await officeApi.post<Staff & { role: StaffRole }>('/office/session', request);
  return response.data;
}
