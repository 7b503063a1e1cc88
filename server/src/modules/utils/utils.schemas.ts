import { Type } from 'typebox';

export const TestEmailQuery = Type.Object({ email_to: Type.String({ format: 'email', maxLength: 255 }) });

export const HealthCheck = Type.Boolean();

export const Readiness = Type.Object(
  {
    status: Type.Enum(['ready', 'draining', 'database unreachable']),
  },
  { title: 'Readiness' },
);
