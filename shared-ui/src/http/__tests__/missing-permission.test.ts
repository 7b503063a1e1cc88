import { ApiError, errorDetail, isAuthError, isMissingPermission, missingPermission } from '../api-error';

const refusal = (body: unknown, status = 403) => new ApiError('http://api.test/api/backend/x', status, 'Forbidden', body);
const lacksTemplatesRead = refusal({ detail: "The user doesn't have enough privileges", missing_permission: 'templates.read' });
const badCredential = refusal({ detail: 'Could not validate credentials' });

afterEach(() => {
  document.body.innerHTML = '';
});

test('a 403 for a missing right is told apart, with the right it names', () => {
  expect(isMissingPermission(lacksTemplatesRead)).toBe(true);
  expect(missingPermission(lacksTemplatesRead)).toBe('templates.read');
  // The contract's answer without the field is still a missing right, naming none.
  const unnamed = refusal({ detail: "The user doesn't have enough privileges" });
  expect(isMissingPermission(unnamed)).toBe(true);
  expect(missingPermission(unnamed)).toBeNull();
});

test.each([
  ['a 403 for a credential', badCredential],
  ['a 401', refusal({ detail: 'Not authenticated' }, 401)],
  ['a 404 with the same words', refusal({ detail: "The user doesn't have enough privileges" }, 404)],
  ['a 403 without a body', refusal(undefined)],
  ['an error that is not an answer', new Error("The user doesn't have enough privileges")],
])('%s is not a missing right', (_, error) => {
  expect(isMissingPermission(error)).toBe(false);
  expect(missingPermission(error)).toBeNull();
});

test('the session ends on a refused credential, not on a missing right', () => {
  expect(isAuthError(badCredential)).toBe(true);
  expect(isAuthError(refusal({ detail: 'Not authenticated' }, 401))).toBe(true);
  expect(isAuthError(refusal({}))).toBe(true);
  expect(isAuthError(lacksTemplatesRead)).toBe(false);
  expect(isAuthError(refusal({ detail: 'User not found' }, 404))).toBe(false);
  expect(isAuthError(refusal(undefined))).toBe(true);
});

test('a write refused while viewing as someone (view-as) leaves the session good and shows the server’s words', () => {
  const readOnly = refusal({ detail: 'Viewing as Template reviewer is read-only. End it to make changes.', view_as: 'read_only' });
  expect(isAuthError(readOnly)).toBe(false);
  expect(isMissingPermission(readOnly)).toBe(false);
  expect(errorDetail(readOnly)).toBe('Viewing as Template reviewer is read-only. End it to make changes.');
});

test('the error text says the person lacks the right, in the language asked for', () => {
  expect(errorDetail(lacksTemplatesRead, 'fallback', 'en')).toBe("You don't have permission to do this");
  expect(errorDetail(lacksTemplatesRead, 'fallback', 'zh-CN')).toBe('你没有执行此操作的权限');
  // Any other refusal keeps the server's words.
  expect(errorDetail(badCredential, 'fallback', 'zh-CN')).toBe('Could not validate credentials');
});

test('by default, in the language of the screen the person is acting on', () => {
  document.body.innerHTML = '<div lang="zh-CN"><button id="in-chinese">发布</button></div><button id="on-the-page">Save</button>';
  document.getElementById('in-chinese')!.focus();
  expect(errorDetail(lacksTemplatesRead)).toBe('你没有执行此操作的权限');
  document.getElementById('on-the-page')!.focus();
  expect(errorDetail(lacksTemplatesRead)).toBe("You don't have permission to do this");
});
