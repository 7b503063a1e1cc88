// The 即梦 signer against Volcengine's own SDK signer: same request, same instant, same headers.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signVolcengine, type SignInput } from '../../src/providers/video/volcengine-sign.js';
import { dateOfXDate, referenceSignature } from '../helpers/volcengine-reference.js';

const base: SignInput = {
  method: 'POST',
  host: 'visual.volcengineapi.com',
  path: '/',
  query: { Action: 'CVSync2AsyncSubmitTask', Version: '2022-08-31' },
  body: JSON.stringify({ req_key: 'jimeng_t2v_v30', prompt: 'a cat' }),
  accessKey: 'AKLTexample',
  secretKey: 'c2VjcmV0LWtleS1leGFtcGxl',
  region: 'cn-north-1',
  service: 'cv',
};

const cases: Array<[string, Partial<SignInput>]> = [
  ['a submit call', {}],
  ['a result query', { query: { Version: '2022-08-31', Action: 'CVSync2AsyncGetResult' }, body: '{"task_id":"7392616336519610409"}' }],
  ['a body in Chinese with emoji', { body: JSON.stringify({ prompt: '水墨山水，远山含黛 🌄', seed: -1 }) }],
  ['query values that need escaping', { query: { Action: 'A B', Version: "it's (a) *test*!", Tag: '中文/~' } }],
  ['a host with a port and a nested path', { host: '127.0.0.1:8443', path: '/api/v1/visual' }],
  ['another region and service', { region: 'cn-beijing', service: 'visual' }],
  ['a lower-case method', { method: 'post' }],
];

const instants = [new Date(Date.UTC(2025, 0, 31, 23, 59, 59)), new Date(Date.UTC(2026, 1, 1, 0, 0, 0)), new Date()];

describe('即梦 request signing', () => {
  for (const [name, change] of cases) {
    it(`matches Volcengine's SDK signer for ${name}`, () => {
      for (const date of instants) {
        const input = { ...base, ...change, date };
        const ours = signVolcengine(input);
        const reference = referenceSignature({ ...input, date: dateOfXDate(ours['x-date']!) });
        assert.equal(ours.authorization, reference.authorization);
        assert.equal(ours['x-content-sha256'], reference.contentSha256);
      }
    });
  }

  it('sends the instant it signed, to the second, and the JSON content type unsigned', () => {
    const headers = signVolcengine({ ...base, date: new Date(Date.UTC(2026, 10, 25, 8, 9, 10, 987)) });
    assert.equal(headers['x-date'], '20261125T080910Z');
    assert.equal(headers['content-type'], 'application/json');
    assert.equal(headers.host, base.host);
    assert.match(
      headers.authorization!,
      /^HMAC-SHA256 Credential=AKLTexample\/20261125\/cn-north-1\/cv\/request, SignedHeaders=host;x-content-sha256;x-date, /,
    );
  });

  it('a different secret, body or instant gives a signature the reference does not accept', () => {
    const date = new Date(Date.UTC(2026, 10, 25, 8, 9, 10));
    const reference = referenceSignature({ ...base, date }).authorization;
    assert.equal(signVolcengine({ ...base, date }).authorization, reference);
    assert.notEqual(signVolcengine({ ...base, date, secretKey: 'other' }).authorization, reference);
    assert.notEqual(signVolcengine({ ...base, date, body: '{"prompt":"a dog"}' }).authorization, reference);
    assert.notEqual(signVolcengine({ ...base, date: new Date(date.getTime() + 1000) }).authorization, reference);
  });
});
