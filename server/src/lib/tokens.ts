import { SignJWT, jwtVerify } from 'jose'

// Access and reset tokens share one key, so each carries its purpose: a reset token (whose
// subject is an e-mail) must never pass as an access token, nor the other way round.
type TokenPurpose = 'access' | 'password_reset'

export interface ResetTokenClaims {
  email: string
  /** When the token was issued, in milliseconds since the epoch. */
  issuedAtMs: number
}

export class TokenService {
  readonly #key: Uint8Array

  constructor(
    secretKey: string,
    private readonly accessTokenMinutes: number,
    private readonly resetTokenHours: number,
  ) {
    this.#key = new TextEncoder().encode(secretKey)
  }

  createAccessToken(userId: string): Promise<string> {
    return this.#sign({ type: 'access' }, userId, Date.now(), this.accessTokenMinutes * 60)
  }

  /** The user id of a valid access token, or null for anything else. */
  async verifyAccessToken(token: string): Promise<string | null> {
    const payload = await this.#verify(token, 'access')
    return payload ? payload.sub : null
  }

  createPasswordResetToken(email: string, nowMs = Date.now()): Promise<string> {
    return this.#sign({ type: 'password_reset' }, email, nowMs, this.resetTokenHours * 3600)
  }

  async verifyPasswordResetToken(token: string): Promise<ResetTokenClaims | null> {
    const payload = await this.#verify(token, 'password_reset')
    return payload ? { email: payload.sub, issuedAtMs: Math.round(payload.iat * 1000) } : null
  }

  #sign(claims: { type: TokenPurpose }, subject: string, nowMs: number, lifetimeSeconds: number): Promise<string> {
    const now = nowMs / 1000
    return (
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(subject)
        // A NumericDate may carry a fraction (RFC 7519 §2). Keeping the milliseconds lets a reset
        // token be told apart from a password change made in the same second.
        .setIssuedAt(now)
        .setNotBefore(Math.floor(now))
        .setExpirationTime(Math.floor(now) + lifetimeSeconds)
        .sign(this.#key)
    )
  }

  async #verify(token: string, purpose: TokenPurpose): Promise<{ sub: string; iat: number } | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'] })
      if (payload.type !== purpose || typeof payload.sub !== 'string' || typeof payload.iat !== 'number') return null
      return { sub: payload.sub, iat: payload.iat }
    } catch {
      return null
    }
  }
}
