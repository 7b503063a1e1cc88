import { auditQuery } from '../filters';

test('the audit query: trimmed texts, whole local days, nothing for an empty or unreadable value', () => {
  const none = { person: '', kind: '', target: '', from: '', to: '' };
  expect(auditQuery(none, 2, 50)).toEqual({ skip: 50, limit: 50 });
  expect(auditQuery({ ...none, person: ' ann@example.com ', from: '2026-11-01', to: '2026-11-02' }, 1, 10)).toEqual({
    skip: 0,
    limit: 10,
    person: 'ann@example.com',
    from: new Date(2026, 10, 1, 0, 0, 0, 0).toISOString(),
    to: new Date(2026, 10, 2, 23, 59, 59, 999).toISOString(),
  });
  expect(auditQuery({ ...none, from: 'yesterday', to: '2026-13-45' }, 1, 10)).toEqual({ skip: 0, limit: 10 });
});
