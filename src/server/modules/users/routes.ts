import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rolesOf } from '../../../shared/constants';
import { ZMe } from '../../../shared/schemas/auth';
import { errorResponses, ZOk } from '../../../shared/schemas/common';
import {
  ZAdminUser,
  ZProfileStat,
  ZLocaleChoice,
  ZSettings,
  ZSettingsPatch,
  ZSiteConfig,
  ZTakeUpRole,
  ZProfilePatch,
  ZUserListQuery,
  ZUserPatch,
} from '../../../shared/schemas/users';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { rememberLocale } from '../../locale';
import { LIMITS } from '../../plugins/limits';
import {
  deleteUser,
  listUsers,
  profileStats,
  readSettings,
  removeAdmin,
  saveSettings,
  takeUpRole,
  updateProfile,
  updateUser,
} from './service';

const ZUserId = z.object({ id: z.string().min(1) });

export function userRoutes(app: FastifyInstance, db: Database, config: Config) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/me', {
    config: { access: 'user' },
    schema: {
      tags: ['users'],
      summary: 'The signed-in user, with the role the server holds for them',
      response: { 200: ZMe, ...errorResponses(401) },
    },
    handler: async (request) => request.user!,
  });
  r.get('/api/session', {
    config: { access: 'public' },
    schema: {
      tags: ['users'],
      summary:
        'Who is signed in: the user, or null for a visitor (never a 401). A browser without a visitor cookie gets one.',
      response: { 200: z.object({ user: ZMe.nullable() }) },
    },
    handler: async (request, reply) => {
      app.visitors.ensure(request, reply);
      return { user: request.user };
    },
  });
  r.get('/api/me/stats', {
    config: { access: 'user' },
    schema: {
      tags: ['users'],
      summary: "The counts on the user's profile card, by role",
      response: { 200: ZProfileStat.array(), ...errorResponses(401) },
    },
    handler: (request) => profileStats(db, request.user!.id, request.user!.roles),
  });
  r.get('/api/me/settings', {
    config: { access: 'user' },
    schema: {
      tags: ['users'],
      summary: "The user's own settings",
      response: { 200: ZSettings, ...errorResponses(401) },
    },
    handler: (request) => readSettings(db, request.user!.id),
  });
  r.put('/api/me/settings', {
    config: { access: 'user' },
    schema: {
      tags: ['users'],
      summary:
        "Change settings: keep one's phone number private, so the other side of a booking uses messages; the language of one's e-mails",
      body: ZSettingsPatch,
      response: { 200: ZSettings, ...errorResponses(400, 401) },
    },
    handler: (request) => saveSettings(db, request.user!.id, request.body),
  });
  r.patch('/api/me/profile', {
    config: { access: 'user', limits: LIMITS.upload },
    schema: {
      tags: ['users'],
      summary: "Change one's name or photo (an avatar upload of one's own, made first)",
      body: ZProfilePatch,
      response: { 200: ZOk, ...errorResponses(400, 401, 404, 409, 429) },
    },
    handler: async (request) => {
      await updateProfile(db, request.user!.id, request.body);
      return { ok: true as const };
    },
  });
  r.post('/api/me/roles', {
    config: { access: ['buyer', 'seller'] },
    schema: {
      tags: ['users'],
      summary:
        'Start selling (a buyer) or start buying (a seller): the user then acts in both roles; the signed-up role stays first',
      body: ZTakeUpRole,
      response: { 200: ZMe, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request) => {
      const me = request.user!;
      await takeUpRole(db, me.id, request.body.role);
      return { ...me, roles: rolesOf({ role: me.role, alsoRole: request.body.role }) };
    },
  });
  r.put('/api/locale', {
    config: { access: 'public' },
    schema: {
      tags: ['users'],
      summary:
        "The reader's language: remembered in a cookie for a year, and as a signed-in user's e-mail language",
      body: ZLocaleChoice,
      response: { 200: ZLocaleChoice, ...errorResponses(400) },
    },
    handler: async (request, reply) => {
      const { locale } = request.body;
      rememberLocale(reply, locale, config.publicUrl.startsWith('https:'));
      if (request.user) await saveSettings(db, request.user.id, { locale });
      return { locale };
    },
  });
  r.get('/api/config', {
    config: { access: 'public' },
    schema: {
      tags: ['users'],
      summary: 'What this server has switched on',
      response: { 200: ZSiteConfig },
    },
    handler: () => ({ googleSignIn: Boolean(config.google) }),
  });
  r.get('/api/admin/users', {
    config: { access: ['admin'] },
    schema: {
      tags: ['admin'],
      summary: 'All buyers, all sellers or all admins',
      querystring: ZUserListQuery,
      response: { 200: ZAdminUser.array(), ...errorResponses(401, 403) },
    },
    handler: (request) => listUsers(db, request.query.role),
  });
  r.patch('/api/admin/users/:id', {
    config: { access: ['admin'] },
    schema: {
      tags: ['admin'],
      summary: 'Make a user admin, or verify a seller',
      params: ZUserId,
      body: ZUserPatch,
      response: { 200: ZAdminUser, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: (request) => updateUser(db, request.user!.id, request.params.id, request.body),
  });
  r.delete('/api/admin/users/:id', {
    config: { access: ['admin'] },
    schema: {
      tags: ['admin'],
      summary: 'Delete a user: sessions end, unsold books leave the market, history stays',
      params: ZUserId,
      response: { 200: ZOk, ...errorResponses(401, 403, 404, 409) },
    },
    handler: async (request) => {
      await deleteUser(db, request.user!.id, request.params.id);
      return { ok: true as const };
    },
  });
  r.delete('/api/admin/users/:id/admin', {
    config: { access: ['admin'] },
    schema: {
      tags: ['admin'],
      summary:
        'Take the admin role from another admin; they go back to the role they had before. Never your own, never the last admin',
      params: ZUserId,
      response: { 200: ZAdminUser, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: (request) => removeAdmin(db, request.user!.id, request.params.id),
  });
}
