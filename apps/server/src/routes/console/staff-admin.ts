import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CONSOLE_ACCESS, STAFF_MEMBERS_PATH, type StaffAdminRefusal } from '@playfront/contracts';
import {
  ApiErrorSchema,
  CreateStaffRequestSchema,
  StaffAccountListSchema,
  StaffAccountSchema,
  StaffIdParamsSchema,
  UpdateStaffRequestSchema,
} from '@playfront/contracts/schemas';
import { createStaff, listStaff, updateStaff } from '../../console/staff/staff-accounts.ts';

const REFUSALS: Record<StaffAdminRefusal, { statusCode: number; error: string; message: string }> = {
  STAFF_NOT_FOUND: { statusCode: 404, error: 'Not Found', message: 'No staff member has this id.' },
  STAFF_EMAIL_TAKEN: {
    statusCode: 409,
    error: 'Conflict',
    message: 'A staff member already has this e-mail.',
  },
  LAST_ADMIN: {
    statusCode: 409,
    error: 'Conflict',
    message: 'This is the last enabled admin: make another member admin first.',
  },
  OWN_ADMIN_ROLE: {
    statusCode: 409,
    error: 'Conflict',
    message: 'You cannot take away your own admin role: another admin must do it.',
  },
  OWN_ACCOUNT: { statusCode: 409, error: 'Conflict', message: 'You cannot disable your own account.' },
  NOTHING_TO_CHANGE: {
    statusCode: 400,
    error: 'Bad Request',
    message: 'Say what to change: roles, disabled, approval limits or the second factor.',
  },
  UNKNOWN_CURRENCY: {
    statusCode: 400,
    error: 'Bad Request',
    message: 'An approval limit names a currency the site does not know.',
  },
};

const refusal = (code: StaffAdminRefusal) => ({ ...REFUSALS[code], code });

/**
 * Staff management, admin only (docs/console/README.md#staff-management): the list, a new member,
 * and changes to one (roles, disabled, approval limits, second-factor reset), each audited with
 * the admin's reason. Writes pass the origin check as every state-changing /api route does.
 */
const staffAdmin: FastifyPluginCallbackTypebox = (fastify, _options, done) => {
  const deps = { db: fastify.database.db, dialect: fastify.database.dialect };
  const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

  fastify.get(
    STAFF_MEMBERS_PATH,
    { schema: { response: { 200: StaffAccountListSchema } } },
    async (request, reply) => {
      await fastify.requireStaff(request, CONSOLE_ACCESS.administration);
      return reply.header('cache-control', 'no-store').send({ members: await listStaff(deps.db) });
    },
  );

  fastify.post(
    STAFF_MEMBERS_PATH,
    { schema: { body: CreateStaffRequestSchema, response: { 201: StaffAccountSchema, ...errors } } },
    async (request, reply) => {
      const admin = await fastify.requireStaff(request, CONSOLE_ACCESS.administration);
      const result = await createStaff(deps, admin, request.body, request.id);
      if (!result.ok) return reply.code(REFUSALS[result.code].statusCode).send(refusal(result.code));
      return reply.code(201).header('cache-control', 'no-store').send(result.account);
    },
  );

  fastify.patch(
    `${STAFF_MEMBERS_PATH}/:staffId`,
    {
      schema: {
        params: StaffIdParamsSchema,
        body: UpdateStaffRequestSchema,
        response: { 200: StaffAccountSchema, ...errors },
      },
    },
    async (request, reply) => {
      const admin = await fastify.requireStaff(request, CONSOLE_ACCESS.administration);
      const result = await updateStaff(deps, admin, request.params.staffId, request.body, request.id);
      if (!result.ok) return reply.code(REFUSALS[result.code].statusCode).send(refusal(result.code));
      return reply.header('cache-control', 'no-store').send(result.account);
    },
  );
  done();
};

export default staffAdmin;
