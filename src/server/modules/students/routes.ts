import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/schemas/common';
import { ZStudentCode, ZStudentEmail, ZStudentStatus } from '../../../shared/schemas/students';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { LIMITS } from '../../plugins/limits';
import { confirmStudentCode, sendStudentCode, studentStatus } from './service';

export function studentRoutes(
  app: FastifyInstance,
  db: Database,
  { mailer, secret }: { mailer: Mailer; secret: string },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/me/student', {
    config: { access: 'user' },
    schema: {
      tags: ['users'],
      summary:
        'Whether the user is a verified student: the university address confirmed, until when, and a code waiting',
      response: { 200: ZStudentStatus, ...errorResponses(401) },
    },
    handler: (request) => studentStatus(db, request.user!.id),
  });
  r.post('/api/me/student/code', {
    config: { access: 'user', limits: LIMITS.studentCode },
    schema: {
      tags: ['users'],
      summary:
        "Send a 6-digit code to a university address at the user's campus's domain (a subdomain counts); it works for 5 minutes and 3 tries",
      body: ZStudentEmail,
      response: { 200: ZStudentStatus, ...errorResponses(400, 401, 409, 429) },
    },
    handler: async (request) => {
      const mail = await sendStudentCode(db, secret, request.user!.id, request.body.email);
      await mailer.send(mail);
      return studentStatus(db, request.user!.id);
    },
  });
  r.post('/api/me/student/confirm', {
    config: { access: 'user', limits: LIMITS.studentConfirm },
    schema: {
      tags: ['users'],
      summary:
        'Type back the code from the e-mail: the address is then confirmed, for a year, and no other account may confirm it',
      body: ZStudentCode,
      response: { 200: ZStudentStatus, ...errorResponses(400, 401, 409, 429) },
    },
    handler: async (request) => {
      await confirmStudentCode(db, secret, request.user!.id, request.body.code);
      return studentStatus(db, request.user!.id);
    },
  });
}
