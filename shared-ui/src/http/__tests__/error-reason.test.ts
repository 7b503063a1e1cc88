import { ApiError, RequestAbortedError } from '../api-error';
import { describeError, errorReason, type ErrorReason } from '../error-reason';

const status = (code: number, statusText = '') => new ApiError('http://api.test/x', code, statusText, {});
const named = (name: string, message: string) => Object.assign(new Error(message), { name });

test.each<[string, unknown, ErrorReason]>([
  ['a dropped connection (Chromium)', new TypeError('Failed to fetch'), 'network'],
  ['a dropped connection (Firefox)', new TypeError('NetworkError when attempting to fetch resource.'), 'network'],
  ['a dropped connection (Safari)', new TypeError('Load failed'), 'network'],
  ['a chunk that could not be downloaded', named('ChunkLoadError', 'Loading chunk 77 failed.'), 'network'],
  ['a timeout', named('TimeoutError', 'Request timed out'), 'timeout'],
  ['HTTP 408', status(408), 'timeout'],
  ['HTTP 504', status(504), 'timeout'],
  ['HTTP 500', status(500, 'Internal Server Error'), 'server'],
  ['HTTP 501', status(501), 'server'],
  ['HTTP 502', status(502), 'unavailable'],
  ['HTTP 503', status(503), 'unavailable'],
  ['HTTP 429', status(429), 'busy'],
  ['HTTP 401', status(401), 'notAllowed'],
  ['HTTP 403', status(403), 'notAllowed'],
  ['HTTP 403 for a credential', new ApiError('u', 403, '', { detail: 'Could not validate credentials' }), 'notAllowed'],
  [
    'HTTP 403 for a missing right',
    new ApiError('u', 403, '', { detail: "The user doesn't have enough privileges", missing_permission: 'templates.read' }),
    'missingPermission',
  ],
  ['HTTP 404', status(404), 'notFound'],
  ['HTTP 410', status(410), 'notFound'],
  ['HTTP 400', status(400), 'rejected'],
  ['HTTP 422', status(422), 'rejected'],
  ['a cancelled request', new RequestAbortedError(), 'cancelled'],
  ['an error thrown by code', new Error('undefined is not a function'), 'unexpected'],
  ['something that is not an error', 'boom', 'unexpected'],
  ['an error whose cause is a dropped connection', new Error('could not load', { cause: new TypeError('Failed to fetch') }), 'network'],
  ['an error whose cause is a 503', new Error('wrapped', { cause: status(503) }), 'unavailable'],
])('%s: %s', (_, error, reason) => {
  expect(errorReason(error)).toBe(reason);
});

test('a browser that knows it is offline says the network is unreachable whatever the error', () => {
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  expect(errorReason(new Error('whatever'))).toBe('network');
  onLine.mockRestore();
});

test("an API error's details: the status, the URL and the server's detail", () => {
  const error = new ApiError('http://api.test/api/v1/items/?skip=0&limit=5', 500, 'Internal Server Error', { detail: 'database is down' });
  expect(describeError(error)).toEqual({
    reason: 'server',
    details: 'HTTP 500 Internal Server Error\nhttp://api.test/api/v1/items/?skip=0&limit=5\ndatabase is down',
  });
});

test('a body without a detail is shown as it came, cut short when long', () => {
  const { details } = describeError(new ApiError('u', 502, 'Bad Gateway', `<html>${'x'.repeat(1000)}</html>`));
  expect(details.startsWith('HTTP 502 Bad Gateway\nu\n<html>xxx')).toBe(true);
  expect(details.length).toBeLessThan(600);
  expect(details.endsWith('…')).toBe(true);
});

test('causes are listed after the error, without repeating a message the wrapper already has', () => {
  const cause = new Error(
    '[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003 {"manifestUrl":"http://cdn.test/mf-manifest.json"}',
  );
  const error = named('RemoteLoadError', `Remote "items" could not load ./App: ${cause.message}`);
  (error as Error & { cause: unknown }).cause = cause;
  expect(describeError(error).details).toBe(`RemoteLoadError: ${error.message}\nCaused by Error`);
  expect(describeError(new Error('outer', { cause: new TypeError('Failed to fetch') })).details).toBe(
    'Error: outer\nCaused by TypeError: Failed to fetch',
  );
});
