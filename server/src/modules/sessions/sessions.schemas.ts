import { Type, type Static } from 'typebox';
import { Timestamp, Uuid } from '../../schemas/common.js';

export const SessionIdParams = Type.Object({ id: Uuid });
/** The person whose sessions a superuser ends (the users routes' own `user_id`). */
export const PersonIdParams = Type.Object({ user_id: Uuid });

export const SessionPublic = Type.Object(
  {
    id: Uuid,
    method: Type.Union([Type.Literal('password'), Type.Literal('passkey'), Type.Literal('sso')], {
      description: 'How the person signed in',
    }),
    user_agent: Type.String({ description: "The browser's User-Agent at sign-in (at most 300 characters)" }),
    address: Type.String({ description: 'The client address at sign-in' }),
    created_at: Timestamp,
    last_used_at: Timestamp,
    current: Type.Boolean({ description: "Whether this is the caller's own session (the one its token names)" }),
  },
  { title: 'SessionPublic' },
);
export type SessionPublic = Static<typeof SessionPublic>;

export const SessionList = Type.Object({ data: Type.Array(SessionPublic), count: Type.Integer() }, { title: 'SessionList' });

export const SessionsEnded = Type.Object(
  { message: Type.String(), ended: Type.Integer({ description: 'How many sessions were ended' }) },
  { title: 'SessionsEnded' },
);
