export const E2E_PORT = Number(process.env.E2E_PORT ?? 8123);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const SUPERUSER = {
  email: process.env.FIRST_SUPERUSER ?? 'admin@example.com',
  password: process.env.FIRST_SUPERUSER_PASSWORD ?? 'changethis',
};
