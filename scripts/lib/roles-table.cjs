// docs/security.md's table of roles, written from the server's role table
// (server/src/lib/roles.ts), so the document cannot say other than the code does.

/**
 * The markdown table: one row per role (names in both languages, its permissions), then the
 * superuser, who holds every permission. `roles` is the module's exports as JSON.
 */
function rolesTable({ ROLES, PERMISSIONS, ROLE_TABLE, SUPERUSER_LABEL }) {
  const row = (name, label, permissions) =>
    `| ${name} | ${label['zh-CN']} / ${label.en} | ${permissions.map((permission) => `\`${permission}\``).join(', ')} |`;
  return [
    '| role | name | permissions |',
    '|---|---|---|',
    ...ROLES.map((role) => row(`\`${role}\``, ROLE_TABLE[role].label, ROLE_TABLE[role].permissions)),
    row('`is_superuser`', SUPERUSER_LABEL, PERMISSIONS),
  ].join('\n');
}

module.exports = { rolesTable };
