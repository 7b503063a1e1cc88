import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../../../src/config.js';
import { rightsFromClaims } from '../../../src/modules/oidc/role-claims.js';

describe('the single sign-on settings', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'server-oidc-config-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  const load = (env: Record<string, string>) => loadConfig({ cwd: dir, env: { SECRET_KEY: 'k'.repeat(40), ...env } });
  const sso = { OIDC_ISSUER: 'https://id.example.com/realms/acme', OIDC_CLIENT_ID: 'video-admin' };

  it('are off by default, and sign-up stays as USERS_OPEN_REGISTRATION says', () => {
    const config = load({});
    assert.equal(config.oidc, null);
    assert.equal(config.openRegistration, true);
  });

  it('read the mapping of claim values to roles, and SSO as the only way in closes sign-up', () => {
    const config = load({
      ...sso,
      OIDC_CLIENT_SECRET: 'secret',
      OIDC_ROLE_CLAIM: 'groups',
      OIDC_ROLE_MAPPING: ' reviewers = template_reviewer ; ops=task_operator,viewer;admins=superuser;',
      OIDC_ONLY: 'true',
    });
    assert.deepEqual(config.oidc, {
      issuer: 'https://id.example.com/realms/acme',
      clientId: 'video-admin',
      clientSecret: 'secret',
      displayName: 'SSO',
      roleClaim: 'groups',
      roleMapping: { reviewers: ['template_reviewer'], ops: ['task_operator', 'viewer'], admins: ['superuser'] },
      only: true,
    });
    assert.equal(config.openRegistration, false);
  });

  it('refuse to start with an unknown role, a mapping without its claim, or OIDC_ONLY without a provider', () => {
    assert.throws(
      () => load({ ...sso, OIDC_ROLE_CLAIM: 'groups', OIDC_ROLE_MAPPING: 'reviewers=template_reviewr' }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.match(
          error.message,
          /OIDC_ROLE_MAPPING may grant .*template_reviewer.* or superuser, got "template_reviewr" for "reviewers"/,
        );
        return true;
      },
    );
    assert.throws(() => load({ ...sso, OIDC_ROLE_MAPPING: 'reviewers=template_reviewer' }), /OIDC_ROLE_MAPPING needs OIDC_ROLE_CLAIM/);
    assert.throws(() => load({ ...sso, OIDC_ROLE_CLAIM: 'groups', OIDC_ROLE_MAPPING: '=viewer' }), /claim-value=role/);
    assert.throws(() => load({ OIDC_ONLY: 'true' }), /OIDC_ONLY needs single sign-on/);
    assert.throws(() => load({ ...sso, OIDC_ISSUER: 'not a url' }), ConfigError);
  });
});

describe('roles from the role claim', () => {
  const oidc = { roleClaim: 'groups', roleMapping: { reviewers: ['template_reviewer' as const], admins: ['superuser' as const] } };

  it('grant the mapped roles, take away the mapped ones the claim no longer gives, and leave the rest', () => {
    const before = { roles: ['template_reviewer' as const, 'developer' as const], is_superuser: true };
    assert.deepEqual(rightsFromClaims(before, { groups: 'reviewers' }, oidc), {
      roles: ['template_reviewer', 'developer'],
      is_superuser: false,
    });
    assert.deepEqual(rightsFromClaims(before, { groups: ['admins', 42, 'unknown'] }, oidc), { roles: ['developer'], is_superuser: true });
    assert.deepEqual(rightsFromClaims(before, {}, oidc), { roles: ['developer'], is_superuser: false });
  });

  it('leave the superuser flag alone when the mapping never names it, and everything without a role claim', () => {
    const reviewersOnly = { roleClaim: 'groups', roleMapping: { reviewers: ['template_reviewer' as const] } };
    assert.equal(rightsFromClaims({ roles: [], is_superuser: true }, { groups: [] }, reviewersOnly).is_superuser, true);
    const before = { roles: ['viewer' as const], is_superuser: false };
    assert.equal(rightsFromClaims(before, { groups: ['reviewers'] }, { roleClaim: null, roleMapping: {} }), before);
  });

  it('do not take a claim named like an object property for a mapped value', () => {
    assert.deepEqual(rightsFromClaims({ roles: [], is_superuser: false }, { groups: ['constructor', 'toString'] }, oidc).roles, []);
  });
});
