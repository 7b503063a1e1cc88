import { http } from '../api-client';
import { ApiError } from '../api-error';
import { EARLY_ANSWERS_FOR_MS, earlyAnswerKey, takeEarlyAnswer } from '../early-answers';
import { clearAccessToken, setAccessToken } from '../../session/token-store';

const LIST = 'http://localhost/api/backend/video-template/list?limit=10&skip=0';
const ME = 'http://localhost/api/v1/users/me';

const early = (token: string, answers: Record<string, Response>) => {
  window.__earlyAnswers = {
    token,
    answers: Object.fromEntries(Object.entries(answers).map(([key, response]) => [key, Promise.resolve(response)])),
  };
};
const json = (body: unknown, init?: ResponseInit) => new Response(JSON.stringify(body), init);

const realFetch = window.fetch;
beforeEach(() => {
  // a moment after the page's start, whatever this test file's own clock says
  jest.spyOn(performance, 'now').mockReturnValue(1_000);
  window.fetch = jest.fn(() => Promise.resolve(json({ from: 'network' })));
});

afterEach(() => {
  jest.restoreAllMocks();
  window.fetch = realFetch;
  delete window.__earlyAnswers;
  clearAccessToken();
});

test("the client takes the page's answer once, then asks the server", async () => {
  setAccessToken('t1');
  early('t1', { [earlyAnswerKey('get', ME)]: json({ email: 'a@example.com' }) });
  await expect(http.get('/api/v1/users/me')).resolves.toEqual({ email: 'a@example.com' });
  expect(window.fetch).not.toHaveBeenCalled();
  await expect(http.get('/api/v1/users/me')).resolves.toEqual({ from: 'network' });
  expect(window.fetch).toHaveBeenCalledTimes(1);
});

test('an answer matches its method and its whole URL, query included, as the client builds it', async () => {
  setAccessToken('t1');
  early('t1', { [earlyAnswerKey('POST', LIST)]: json({ count: 3 }) });
  // Another query, or the same URL with another method, is another call.
  await expect(http.post('/api/backend/video-template/list', { searchParams: { limit: 20, skip: 0 } })).resolves.toEqual({
    from: 'network',
  });
  await expect(http.get('/api/backend/video-template/list', { searchParams: 'limit=10&skip=0' })).resolves.toEqual({ from: 'network' });
  const searchParams = new URLSearchParams({ limit: '10', skip: '0' });
  await expect(http.post('/api/backend/video-template/list', { searchParams })).resolves.toEqual({ count: 3 });
  expect(window.fetch).toHaveBeenCalledTimes(2);
});

test('a call with a body is never answered early', async () => {
  setAccessToken('t1');
  early('t1', { [earlyAnswerKey('POST', LIST)]: json({ count: 3 }) });
  await expect(http.post('/api/backend/video-template/list?limit=10&skip=0', { json: {} })).resolves.toEqual({ from: 'network' });
});

test('an answer asked with another token is no one’s: the app asks again', async () => {
  setAccessToken('t2');
  early('t1', { [earlyAnswerKey('GET', ME)]: json({ email: 'a@example.com' }) });
  expect(takeEarlyAnswer('GET', ME)).toBeNull();
  await expect(http.get('/api/v1/users/me')).resolves.toEqual({ from: 'network' });
});

test('a refused answer is the same ApiError a call through the client gives, with the query in its URL', async () => {
  setAccessToken('t1');
  early('t1', { [earlyAnswerKey('POST', LIST)]: json({ detail: 'Not enough permissions' }, { status: 403, statusText: 'Forbidden' }) });
  const error = await http
    .post('/api/backend/video-template/list', { searchParams: { limit: '10', skip: '0' } })
    .catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 403, body: { detail: 'Not enough permissions' }, url: LIST });
});

test("an answer the first screen left unused is not taken once the page's first seconds have passed", async () => {
  setAccessToken('t1');
  early('t1', { [earlyAnswerKey('GET', ME)]: json({ email: 'old@example.com' }) });
  jest.spyOn(performance, 'now').mockReturnValue(EARLY_ANSWERS_FOR_MS + 1);
  await expect(http.get('/api/v1/users/me')).resolves.toEqual({ from: 'network' });
  expect(window.__earlyAnswers).toBeUndefined();
});
