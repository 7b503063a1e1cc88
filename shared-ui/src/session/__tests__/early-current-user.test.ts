import { ApiError } from '../../http/api-error';
import { takeEarlyCurrentUser } from '../early-current-user';
import { clearAccessToken, setAccessToken } from '../token-store';

const early = (token: string, response: Response) => {
  window.__earlyCurrentUser = { url: 'http://localhost/api/v1/users/me', token, response: Promise.resolve(response) };
};

afterEach(() => {
  delete window.__earlyCurrentUser;
  clearAccessToken();
});

test("takes the page's answer once", async () => {
  setAccessToken('t1');
  early('t1', new Response(JSON.stringify({ email: 'a@example.com' })));
  await expect(takeEarlyCurrentUser()).resolves.toEqual({ email: 'a@example.com' });
  expect(takeEarlyCurrentUser()).toBeNull();
});

test('an answer asked with another token is no one’s: the app asks again', () => {
  setAccessToken('t2');
  early('t1', new Response('{}'));
  expect(takeEarlyCurrentUser()).toBeNull();
  expect(window.__earlyCurrentUser).toBeUndefined();
});

test('a refused answer is the same ApiError a call through the client gives', async () => {
  setAccessToken('t1');
  early('t1', new Response(JSON.stringify({ detail: 'Could not validate credentials' }), { status: 403, statusText: 'Forbidden' }));
  const error = await takeEarlyCurrentUser()!.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 403, body: { detail: 'Could not validate credentials' }, url: 'http://localhost/api/v1/users/me' });
});
