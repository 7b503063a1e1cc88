import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AUDITED_CALLS, SIGN_IN, type AuditedCall, type Fields } from './audited-calls.js';
import type { AuditService } from './audit.service.js';

/** A route's key without a final slash ('POST /api/v1/users/' is mounted as '/api/v1/users'). */
const withoutFinalSlash = (route: string) => route.replace(/\/$/, '');

/** The route a request matched, as the table names it: 'PATCH /api/v1/users/:user_id'. */
const routeOf = (request: FastifyRequest) => withoutFinalSlash(`${request.method} ${request.routeOptions.url ?? ''}`);

const CALLS = new Map(Object.entries(AUDITED_CALLS).map(([route, call]) => [withoutFinalSlash(route), call]));
const SIGN_IN_ROUTE = withoutFinalSlash(SIGN_IN);

const isSuccess = (status: number) => status >= 200 && status < 300;

/** An answer's body as a JSON object; {} for anything else. */
function parseJson(payload: unknown): Fields {
  if (typeof payload !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(payload);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Fields) : {};
  } catch {
    return {};
  }
}

/** Who made a call: the signed-in person, or the deploy key of a release call. */
function actorOf(request: FastifyRequest): { actor: string | null; actorId: string | null } {
  // While viewing as someone (modules/view-as), the superuser behind the view made the call.
  const person = request.actor ?? request.user;
  if (person) return { actor: person.email, actorId: person.id };
  if (request.releaseCaller) return { actor: request.releaseCaller.actor, actorId: request.releaseCaller.keyId };
  return { actor: null, actorId: null };
}

/** Whether an account holds back-office rights (a superuser, or any role); its e-mail as stored. */
async function backOfficeAccount(db: Kysely<Database>, email: string): Promise<string | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'is_superuser'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  if (!user) return null;
  if (user.is_superuser) return user.email;
  const role = await db.selectFrom('user_roles').select('role').where('user_id', '=', user.id).limit(1).executeTakeFirst();
  return role ? user.email : null;
}

/**
 * Records the audited calls (AUDITED_CALLS) on the whole app: what a call is about to change is
 * read before its handler runs, and its entries are written when it succeeded (2xx), before the
 * answer leaves, so whoever made it finds it in the list at once. A refused sign-in of a
 * back-office account is written after the answer has gone, so the time of the answer does not
 * tell whether an address belongs to one. A failed write is logged; it never changes the answer.
 *
 * The hooks go on the app itself: they apply to the routes of every feature registered after this
 * one.
 */
export function recordAuditedCalls(app: FastifyInstance, audit: AuditService, db: Kysely<Database>): void {
  const before = new WeakMap<FastifyRequest, Fields | undefined>();
  const refusals = new WeakMap<FastifyRequest, string>();
  const callOf = (request: FastifyRequest): AuditedCall | undefined => CALLS.get(routeOf(request));

  app.addHook('preHandler', (request, _reply, done) => {
    const read = callOf(request)?.before;
    if (!read) return done();
    read(db, request).then(
      (found) => {
        before.set(request, found);
        done();
      },
      (error: unknown) => {
        request.log.error({ err: error }, 'audit: could not read what the call changes');
        done();
      },
    );
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const route = routeOf(request);
    if (route === SIGN_IN_ROUTE && reply.statusCode === 400) {
      const detail = parseJson(payload).detail;
      refusals.set(request, typeof detail === 'string' ? detail : '');
      return done(null, payload);
    }
    const call = CALLS.get(route);
    if (!call || !isSuccess(reply.statusCode)) return done(null, payload);
    let entries;
    try {
      entries = call.entries({ request, answer: parseJson(payload), before: before.get(request) });
    } catch (error) {
      request.log.error({ err: error }, 'audit: could not describe the call');
      return done(null, payload);
    }
    const who = actorOf(request);
    audit.record(entries.map((entry) => ({ ...entry, ...who }))).then(
      () => done(null, payload),
      (error: unknown) => {
        request.log.error({ err: error }, 'audit: could not record the call');
        done(null, payload);
      },
    );
  });

  app.addHook('onResponse', (request, _reply, done) => {
    const reason = refusals.get(request);
    done();
    if (reason === undefined) return;
    const username = (request.body as { username?: unknown } | undefined)?.username;
    if (typeof username !== 'string') return;
    const recording = backOfficeAccount(db, username).then((email) =>
      email === null
        ? undefined
        : audit.record([
            { kind: 'signin.refused', target: `user:${email}`, actor: null, actorId: null, summary: { reason, ip: request.ip } },
          ]),
    );
    audit.track(recording);
    recording.catch((error: unknown) => request.log.error({ err: error }, 'audit: could not record a refused sign-in'));
  });
}
