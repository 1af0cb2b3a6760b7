import fc from 'fast-check';

/** The part of JSON Schema (as zod writes it into the OpenAPI description) that requests use. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
};

/** Values that have broken servers: type confusion, huge and hostile text, deep nesting. */
const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202eevil\u202c',
  '\ud800',
  '\udfff\ud800',
  '😀'.repeat(300),
  "' OR '1'='1",
  "'; DROP TABLE book; --",
  '1; select pg_sleep(10)',
  '$1',
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '%2e%2e%2f',
  '{{7*7}}',
  '${7*7}',
  'NaN',
  '-0',
  '1e309',
  '9'.repeat(400),
  'x'.repeat(10_000),
];

const deep = (depth: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

export const ONE_MEGABYTE_TEXT = 'x'.repeat(1024 * 1024);

/** A value of a wrong shape for anything: other types, hostile text, prototype keys, deep JSON. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.constantFrom(
    null,
    true,
    0,
    -1,
    1.5,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    [],
    {},
    [null],
    { __proto__: { role: 'admin' } },
    JSON.parse('{"__proto__":{"role":"admin"},"constructor":{"prototype":{"role":"admin"}}}'),
    deep(200, 'x'),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/**
 * What a field holds in real use, where JSON Schema cannot say (zod's refinements and pipes do
 * not survive the conversion): without these, nearly every "valid" body would fail on one field
 * and the fuzz would never get past validation.
 */
export type FieldHints = Record<string, fc.Arbitrary<unknown>>;

function resolve(schema: JsonSchema, defs: Record<string, JsonSchema>): JsonSchema {
  let current = schema;
  while (current.$ref) current = defs[current.$ref.split('/').pop()!] ?? {};
  return current;
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 60, 300));
  const fits = (s: string) =>
    s.length >= min &&
    s.length <= (schema.maxLength ?? Infinity) &&
    (!schema.pattern || new RegExp(schema.pattern).test(s));
  switch (schema.format) {
    case 'email':
      return fc.oneof(
        fc.constantFrom('student@campus.test', 'a.rahman@du.ac.bd'),
        fc.emailAddress().filter(fits),
      );
    case 'uuid':
      return fc.uuid();
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  return fc.string({ minLength: min, maxLength: max, unit: 'grapheme' });
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.minimum ?? (schema.exclusiveMinimum ?? -1e6) + (integer ? 1 : 1e-6);
  const high = schema.maximum ?? (schema.exclusiveMaximum ?? 1e6) - (integer ? 1 : 1e-6);
  if (integer)
    return fc.integer({
      min: Math.ceil(Math.max(low, -(2 ** 31))),
      max: Math.floor(Math.min(high, 2 ** 31)),
    });
  return fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

/** Values the schema accepts (as far as JSON Schema can say: zod's refinements may still refuse). */
export function validValue(
  schema: JsonSchema,
  defs: Record<string, JsonSchema>,
  hints: FieldHints = {},
  depth = 0,
): fc.Arbitrary<unknown> {
  const s = resolve(schema, defs);
  if (depth > 6) return fc.constant(null);
  const v = (inner: JsonSchema) => validValue(inner, defs, hints, depth + 1);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const choices = s.anyOf ?? s.oneOf;
  if (choices?.length) return fc.oneof(...choices.map(v));
  if (s.allOf?.length) return v(s.allOf[0]!);
  const type = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((t) => v({ ...s, type: t })));
  switch (type[0]) {
    case 'string':
      return stringOf(s);
    case 'integer':
      return numberOf(s, true);
    case 'number':
      return numberOf(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(v(s.items ?? {}), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 5, 20),
      });
    case 'object': {
      const properties = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties)) {
        const hint = hints[key];
        model[key] = hint ? fc.oneof({ arbitrary: hint, weight: 4 }, v(value)) : v(value);
      }
      return fc.record(model, {
        requiredKeys: Object.keys(properties).filter((key) => required.has(key)),
      });
    }
  }
  return fc.jsonValue({ maxDepth: 2 });
}

/**
 * Values near the schema: a valid one with one field made wrong (so the request gets past the
 * outer checks and the wrong part reaches what lies behind them), or a wrong shape altogether.
 */
export function nearValue(
  schema: JsonSchema,
  defs: Record<string, JsonSchema>,
  hints: FieldHints = {},
): fc.Arbitrary<unknown> {
  const s = resolve(schema, defs);
  const keys = Object.keys(s.properties ?? {});
  const oneFieldWrong =
    keys.length === 0
      ? wrongValue
      : fc
          .tuple(validValue(s, defs, hints), fc.constantFrom(...keys), wrongValue)
          .map(([valid, key, wrong]) => ({ ...(valid as object), [key]: wrong }));
  const extraField = validValue(s, defs, hints).map((valid) =>
    valid && typeof valid === 'object' && !Array.isArray(valid)
      ? { ...valid, role: 'admin', verified: true, price: 0, sellerId: 'x', status: 'paid' }
      : valid,
  );
  return fc.oneof(oneFieldWrong, wrongValue, extraField);
}
