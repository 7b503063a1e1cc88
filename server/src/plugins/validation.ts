import type { FastifySchemaCompiler } from 'fastify'
import fp from 'fastify-plugin'
import type { TSchema } from 'typebox'
import { Compile } from 'typebox/compile'
import Format from 'typebox/format'
import { Value } from 'typebox/value'

/**
 * TypeBox's e-mail format accepts "a@b". Pydantic's EmailStr (and so the starter) wants a dotted
 * domain; both sides accept only ASCII addresses here, which keeps lower() in SQL and
 * toLowerCase() in JavaScript in agreement for the case-insensitive unique index.
 */
function isEmail(value: string): boolean {
  if (!Format.IsEmail(value)) return false
  const domain = value.slice(value.lastIndexOf('@') + 1)
  return /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(domain)
}

/**
 * Request validation with TypeBox rather than Ajv's defaults: bodies are checked as sent (a
 * number is not silently turned into a string: wrong types are a 422, as in FastAPI), while
 * query strings and path parameters, which are text, are converted and given their defaults.
 */
export const typeboxValidatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = Compile(schema)
  return (value: unknown) => {
    const candidate = httpPart === 'body' ? value : Value.Convert(schema, Value.Default(schema, Value.Clone(value)))
    if (check.Check(candidate)) return { value: candidate }
    return { error: check.Errors(candidate) as never }
  }
}

export const validationPlugin = fp(
  async (app) => {
    Format.Set('email', isEmail)
    app.setValidatorCompiler(typeboxValidatorCompiler)
  },
  { name: 'validation' },
)
