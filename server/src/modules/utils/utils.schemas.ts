import { Type } from 'typebox';

export const TestEmailQuery = Type.Object({ email_to: Type.String({ format: 'email', maxLength: 255 }) });

export const HealthCheck = Type.Boolean();
