import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Argon2id's cost settings (ARGON2_* in the environment). */
export interface Argon2Config {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

// The package declares Algorithm as an ambient const enum, which isolatedModules cannot read.
const ARGON2ID = 2 as Algorithm;

export class PasswordHasher {
  #dummyHash: Promise<string> | null = null;

  constructor(private readonly options: Argon2Config) {}

  hash(password: string): Promise<string> {
    return hash(password, { algorithm: ARGON2ID, ...this.options });
  }

  /** argon2's own verify compares the digests in constant time. */
  async verify(hashedPassword: string, password: string): Promise<boolean> {
    try {
      return await verify(hashedPassword, password);
    } catch {
      // A malformed stored hash is a failed login, never a crash.
      return false;
    }
  }

  /**
   * Spends the time of a real verification when there is no user to check against, so the
   * response time of a login does not reveal whether an e-mail is registered.
   */
  async verifyNothing(password: string): Promise<false> {
    this.#dummyHash ??= this.hash('a password nobody has, only used to spend time');
    await this.verify(await this.#dummyHash, password);
    return false;
  }
}
