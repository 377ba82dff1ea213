import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { documentMessages, messages, type AccountType, type Permission } from '@app/domain';
import type { Db } from '../db/client';
import type { SessionCache } from '../lib/session-cache';
import { sessionExpiry } from '../lib/sessions';
import type { Principal } from '../lib/principal';
import { verifyAccessToken } from '../modules/auth/tokens';
import { verifyUploadToken, type UploadGrant } from '../modules/documents/upload-token';
import type { GrantsCache } from '../lib/grants-cache';
import { assertRowWithinLines, type RowKind } from '../lib/row-lines';
import { HttpError, MissingPermission } from './errors';

/**
 * Who may call a route. Every /api route declares it in `config.access`; a route without it
 * fails at start-up, so nothing is reachable by omission. 'upload': a session of either kind, or
 * the public application's upload token (attaching documents, issue 31).
 */
export type Access = 'public' | 'signedIn' | 'administrator' | 'carrier' | 'upload';

/** Where a route's row id is and what an unknown one answers (404 with this text). */
export interface RowOfRoute {
  kind: RowKind;
  notFound: string;
  /** The id is the body's `id` rather than the path's. */
  inBody?: true;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * What an administrator needs beyond being one (writes, audit, exports); reading needs none. A
     * list is either of them (the books: `audit.read` or `exports.run`); the 403 names the first.
     */
    permission?: Permission | readonly [Permission, ...Permission[]];
    /** A global setting or a row tied to no line: an administrator limited to lines gets 403. */
    everyLine?: true;
    /** The row the route names by id (the path's `id`, or the body's): outside a limited administrator's lines, 404. */
    row?: RowOfRoute;
  }
  interface FastifyInstance {
    /** Every /api route and who may call it, as declared (the authorization tests enumerate it). */
    accessTable: {
      method: string;
      url: string;
      access: Access;
      permission?: Permission | readonly [Permission, ...Permission[]];
      everyLine?: true;
      row?: RowOfRoute;
    }[];
  }
  interface FastifyRequest {
    /** The signed-in account, set by the access check; null on public routes without a token. */
    principal: Principal | null;
    /** The public application's upload token, on an 'upload' route called with one instead of a session. */
    uploadGrant: UploadGrant | null;
  }
}

interface AccessOptions {
  secret: Uint8Array;
  db: Db;
  /** Open logins remembered between requests (emptied by any revocation). */
  sessions: SessionCache;
  /** Administrators' grants remembered between requests (emptied by any change of them). */
  grants: GrantsCache;
}

const roleOf: Record<Exclude<Access, 'public' | 'signedIn' | 'upload'>, AccountType> = {
  administrator: 'Administrator',
  carrier: 'Carrier',
};

export default fp(
  async function accessPlugin(app: FastifyInstance, opts: AccessOptions) {
    app.decorateRequest('principal', null);
    app.decorateRequest('uploadGrant', null);

    app.decorate('accessTable', []);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) return;
      const access = route.config?.access;
      const permission = route.config?.permission;
      const everyLine = route.config?.everyLine;
      const row = route.config?.row;
      if (!access) throw new Error(`La ruta ${String(route.method)} ${route.url} no declara config.access`);
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD')
          app.accessTable.push({
            method: String(method),
            url: route.url,
            access,
            ...(permission && { permission }),
            ...(everyLine && { everyLine }),
            ...(row && { row }),
          });
      }
    });

    app.addHook('onRequest', async (request: FastifyRequest) => {
      const access = request.routeOptions.config?.access;
      if (!access) return; // static files and the not-found handler
      if (access === 'upload') {
        const grant = readUploadGrant(request, opts.secret);
        if (grant) {
          request.uploadGrant = grant;
          return;
        }
      }
      const principal = await readPrincipal(request, opts, access === 'public');
      request.principal = principal;
      if (access === 'public') return;
      if (!principal) throw new HttpError(401, messages.notAuthenticated);
      if (access !== 'signedIn' && access !== 'upload' && principal.type !== roleOf[access]) {
        throw new HttpError(403, messages.forbidden);
      }
      if (principal.type !== 'Administrator') return;
      // As stored now, not from the token: a change of roles or lines holds from the administrator's next request.
      const grants = await opts.grants.of(opts.db, principal.id);
      principal.permissions = grants.permissions;
      principal.lines = grants.lines;
      const { permission, everyLine } = request.routeOptions.config;
      const anyOf = permission === undefined ? [] : [permission].flat();
      if (anyOf.length && !anyOf.some((p) => grants.permissions.has(p)))
        throw new MissingPermission(anyOf[0]!);
      if (everyLine && grants.lines.length > 0) throw new HttpError(403, messages.everyLineOnly);
    });

    // After validation, so the id is a number: a row of another line answers as an unknown id does.
    app.addHook('preHandler', async (request: FastifyRequest) => {
      const row = request.routeOptions.config?.row;
      if (!row) return;
      const source = (row.inBody ? request.body : request.params) as { id?: number } | undefined;
      if (typeof source?.id !== 'number') return;
      await assertRowWithinLines(opts.db, request.principal, row.kind, source.id, row.notFound);
    });
  },
  { name: 'access' },
);

/** An upload token's grant; an expired one answers 401 with its own text; anything else is left to the session check. */
function readUploadGrant(request: FastifyRequest, secret: Uint8Array): UploadGrant | null {
  const token = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const grant = token ? verifyUploadToken(token, secret) : null;
  if (grant === 'expired') throw new HttpError(401, documentMessages.uploadTokenInvalid);
  return grant;
}

async function readPrincipal(
  request: FastifyRequest,
  opts: AccessOptions,
  optional: boolean,
): Promise<Principal | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer (\S+)$/i.exec(header);
  const signed = match?.[1] ? verifyAccessToken(match[1], opts.secret) : null;
  // A token outlives nothing it came from: logout, a password change or a deleted account end
  // its session, and the token stops working at once instead of when it expires.
  const live =
    signed && (await opts.sessions.isLive(signed.family, () => sessionExpiry(opts.db, signed.family)));
  const principal = live ? signed : null;
  // A bad token on a public route is ignored; elsewhere it is a 401 telling the client to refresh.
  if (!principal && !optional) throw new HttpError(401, messages.sessionExpired);
  return principal;
}
