import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../src/config.js';
import { readDotEnv } from '../../src/config/env.js';

describe('.env', () => {
  let cwd: string;
  before(async () => {
    cwd = await mkdtemp(join(tmpdir(), 'server-dotenv-'));
  });
  after(() => rm(cwd, { recursive: true, force: true }));

  it('reads the common .env forms', async () => {
    await writeFile(
      join(cwd, '.env'),
      [
        '# a comment',
        '',
        'PLAIN=value',
        'export EXPORTED=yes',
        'SPACED = padded value   ',
        'INLINE=value # comment',
        'HASH="abc#def"',
        "SINGLE='literal \\n $x # not a comment'",
        'DOUBLE="line1\\nline2"',
        'MULTI="first',
        'second"',
        'EMPTY=',
        'WINDOWS=crlf',
      ].join('\r\n'),
    );
    assert.deepEqual(
      { ...readDotEnv(cwd) },
      {
        PLAIN: 'value',
        EXPORTED: 'yes',
        SPACED: 'padded value',
        INLINE: 'value',
        HASH: 'abc#def',
        SINGLE: 'literal \\n $x # not a comment',
        DOUBLE: 'line1\nline2',
        MULTI: 'first\nsecond',
        EMPTY: '',
        WINDOWS: 'crlf',
      },
    );
  });

  it('refuses an unquoted value that a # would cut short, instead of reading part of it', async () => {
    for (const line of ['HASH=abc#def', 'export SMTP_PASSWORD=p@ss#word', 'URL=http://host/#frag # a comment']) {
      await writeFile(join(cwd, '.env'), ['PLAIN=value', line].join('\n'));
      const name = line.replace(/^export /, '').split('=')[0];
      assert.throws(() => readDotEnv(cwd), {
        name: 'ConfigError',
        message: `.env line 2: put the value of ${name} in quotes: an unquoted # starts a comment`,
      });
    }
    await writeFile(join(cwd, '.env'), ['HASH="abc#def"', "SINGLE='a#b'", 'INLINE=value # comment', '# PLAIN=abc#def'].join('\n'));
    const read = readDotEnv(cwd);
    assert.deepEqual([read.HASH, read.SINGLE, read.INLINE, read.PLAIN], ['abc#def', 'a#b', 'value', undefined]);
  });

  it('is optional', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'server-no-dotenv-'));
    try {
      assert.deepEqual(readDotEnv(empty), {});
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('fills in settings; a variable set in the environment wins even when blank, which means unset', async () => {
    await writeFile(
      join(cwd, '.env'),
      [
        'PORT=9001',
        'HOST=127.0.0.1',
        'PROJECT_NAME="Video # Admin" # the name in mails',
        "FRONTEND_HOST='http://file.test/'",
        'SMTP_TLS=off # plain SMTP on the LAN',
        'SECRET_KEY=from-the-dotenv-file-0123456789abcdef',
      ].join('\n'),
    );
    const config = loadConfig({ cwd, env: { HOST: '', SMTP_PORT: ' 2525 ' } });
    assert.equal(config.port, 9001);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.projectName, 'Video # Admin');
    assert.equal(config.emailsFromName, 'Video # Admin');
    assert.equal(config.frontendHost, 'http://file.test');
    assert.equal(config.smtp.tls, false);
    assert.equal(config.smtp.port, 2525);
  });
});
