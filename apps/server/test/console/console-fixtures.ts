import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { STAFF_SESSION_PATH } from '@playfront/contracts';
import { currentTotp } from '../../src/console/staff/totp.ts';
import { DEMO_STAFF, DEMO_STAFF_TOTP_SECRET } from '../../src/demo-data/seed-demo-staff.ts';
import { ORIGIN } from '../routes/payments/submit-helpers.ts';

/** `POST /api/v1/staff/session` from the console's own origin. */
export function staffLogin(
  app: FastifyInstance,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: STAFF_SESSION_PATH,
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    payload: JSON.stringify(body),
  });
}

/** Logs a demo member in (with the demo second factor) and answers their staff session token. */
export async function demoStaffSession(app: FastifyInstance, role: string): Promise<string> {
  const member = DEMO_STAFF.find((m) => m.role === role);
  if (member === undefined) throw new Error(`no demo member with role ${role}`);
  const response = await staffLogin(app, {
    email: member.email,
    password: member.password,
    totp: currentTotp(DEMO_STAFF_TOTP_SECRET),
  });
  const cookie = response.cookies.find((c) => c.name === 'pf_staff_session');
  if (response.statusCode !== 200 || cookie === undefined) {
    throw new Error(`staff log-in failed: ${response.statusCode} ${response.body}`);
  }
  return cookie.value;
}
