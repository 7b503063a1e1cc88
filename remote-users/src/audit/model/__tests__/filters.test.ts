import { auditQuery } from '../filters';

test("the audit query: trimmed texts, whole local days (to: the next day's start, exclusive), nothing for a value that is not a day", () => {
  const none = { person: '', kind: '', target: '', from: '', to: '' };
  expect(auditQuery(none, 2, 50)).toEqual({ skip: 50, limit: 50 });
  expect(auditQuery({ ...none, person: ' ann@example.com ', kind: 'user', from: '2026-11-01', to: '2026-11-30' }, 1, 10)).toEqual({
    skip: 0,
    limit: 10,
    person: 'ann@example.com',
    kind: 'user',
    from: new Date(2026, 10, 1).toISOString(),
    to: new Date(2026, 11, 1).toISOString(),
  });
  expect(auditQuery({ ...none, from: 'yesterday', to: '2026-02-30' }, 1, 10)).toEqual({ skip: 0, limit: 10 });
});
