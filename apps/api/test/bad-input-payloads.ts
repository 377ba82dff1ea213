/**
 * Bad inputs for `src/bad-input.test.ts`, and the little it needs to reason about the routes'
 * OpenAPI schemas: whether a value certainly breaks a schema, and a valid value for one.
 */

/** A JSON literal written into a body as is (`1e309`, `-0`): what JSON.stringify cannot produce. */
export class Raw {
  constructor(readonly text: string) {}
}

/** JSON.stringify that writes Raw values verbatim. */
export function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof Raw) {
      raws.push(v.text);
      return `\u0000raw${raws.length - 1}\u0000`;
    }
    return v;
  });
  // JSON.stringify escapes the NUL of the markers as \u0000, so no real string can look like one.
  return text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_m, i: string) => raws[Number(i)]!);
}

/** What the server's JSON parser makes of a value (a Raw literal parsed as JSON). */
export const parsed = (value: unknown): unknown =>
  value instanceof Raw ? (JSON.parse(value.text) as unknown) : value;

export type Labelled<T = unknown> = readonly [label: string, value: T];

/** Values of the wrong JSON type for any field. */
export const wrongTypes: Labelled[] = [
  ['null', null],
  ['true', true],
  ['0', 0],
  ['-1', -1],
  ['"abc"', 'abc'],
  ['""', ''],
  ['[]', []],
  ['["a"]', ['a']],
  ['{}', {}],
  ['{"a":1}', { a: 1 }],
];

/** Numbers at and past the edges, as JSON numbers, raw literals and strings. */
export const numbers: Labelled[] = [
  ['-1', -1],
  ['-0', new Raw('-0')],
  ['1.5', 1.5],
  ['1.23456789', 1.23456789],
  ['1e-7', 1e-7],
  ['1e308', 1e308],
  ['1e309 (parses to Infinity)', new Raw('1e309')],
  ['-1e309', new Raw('-1e309')],
  ['2^31', 2147483648],
  ['2^53+1', new Raw('9007199254740993')],
  ['"NaN"', 'NaN'],
  ['"Infinity"', 'Infinity'],
  ['"1e309"', '1e309'],
  ['"-0"', '-0'],
  ['"1"', '1'],
];

export const SQL_OR = "' OR 1=1 --";
export const SQL_DROP = "'; DROP TABLE affiliates; --";
export const SCRIPT = '<script>alert(1)</script>';

/** Texts: free-text fields may legitimately store these; nothing else may break on them. */
export const texts: Labelled<string>[] = [
  ['100 KB', 'a'.repeat(100_000)],
  ['SQL or', SQL_OR],
  ['SQL drop', SQL_DROP],
  ['script', SCRIPT],
  ['quotes, backslashes and LIKE wildcards', `"'\`\\\\ %_\\`],
  ['lone high surrogate', '\ud800'],
  ['lone low surrogate inside', 'ab\udc00cd'],
  ['NUL inside', 'ab\u0000cd'],
  ['only NUL', '\u0000'],
  ['control characters, CRLF and separators', 'ab\u0001\u001b[31m\r\nSet-Cookie: x=1\u2028cd'],
  ['invisible: BOM, zero-width, RTL override', '\ufeffab\u200bc\u200dd\u202etxt.exe'],
  ['emoji and zero-width joiner family', '🚕🇻🇪 👨‍👩‍👧‍👦 línea'],
  ['combining characters and zalgo', 'Pen\u0303a Jose\u0301 Z̴̡a̷l̶g̵o̸'],
  ['long unicode', '😀'.repeat(30_000)],
  ['blank', '   '],
];

/** Query and path values as the server receives them after URL decoding; `raw` is sent encoded as is. */
export interface UrlValue {
  label: string;
  /** Already percent-encoded, placed in the URL verbatim. */
  raw: string;
}
const enc = (label: string, value: string): UrlValue => ({ label, raw: encodeURIComponent(value) });

export const urlValues: UrlValue[] = [
  enc('empty', ''),
  enc('blank', '  '),
  enc('abc', 'abc'),
  enc('-1', '-1'),
  enc('0', '0'),
  enc('-0', '-0'),
  enc('1.5', '1.5'),
  enc('1e9', '1e9'),
  enc('1e309', '1e309'),
  enc('NaN', 'NaN'),
  enc('Infinity', 'Infinity'),
  enc('0x10', '0x10'),
  enc('2^31', '2147483648'),
  enc('2^53-1', '9007199254740991'),
  enc('99999999999999999999', '99999999999999999999'),
  enc('true', 'true'),
  enc('SQL or', SQL_OR),
  enc('SQL drop', SQL_DROP),
  enc('SQL union', "x' UNION SELECT password_hash FROM administrators --"),
  enc('script', SCRIPT),
  enc('LIKE wildcards and trailing backslash', '%_\\'),
  enc('NUL inside', 'ab\u0000cd'),
  enc('RTL override', 'abc\u202etxt'),
  enc('zero-width joiner family', '👨‍👩‍👧‍👦'),
  enc('combining characters', 'Pen\u0303a'),
  { label: 'lone surrogate as CESU-8 bytes', raw: '%ED%A0%80' },
  { label: 'malformed percent-encoding', raw: '%zz' },
  enc('100 KB', 'a'.repeat(100_000)),
];

/** Values for path parameters: all of them name nothing that exists, most are malformed. */
export const pathValues: UrlValue[] = [
  enc('abc', 'abc'),
  enc('-1', '-1'),
  enc('0', '0'),
  enc('-0', '-0'),
  enc('1.5', '1.5'),
  enc('1e309', '1e309'),
  enc('NaN', 'NaN'),
  enc('2^31', '2147483648'),
  enc('99999999999999999999', '99999999999999999999'),
  { label: 'NUL', raw: '%00' },
  enc('SQL or', SQL_OR),
  enc('SQL drop', SQL_DROP),
  enc('script', SCRIPT),
  enc('1 OR 1=1', '1 OR 1=1'),
  enc('path traversal', '../../etc/passwd'),
  enc('RTL override', '\u202e1'),
  enc('emoji', '👨‍👩‍👧‍👦'),
  { label: 'lone surrogate as CESU-8 bytes', raw: '%ED%A0%80' },
  { label: 'malformed percent-encoding', raw: '%zz' },
  { label: 'longer than any parameter', raw: '1'.repeat(300) },
];

/** The subset of JSON Schema (OpenAPI 3.0 flavour) the routes' documents use. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

const codePoints = (s: string) => [...s].length;
const typesOf = (s: JsonSchema): string[] => (s.type === undefined ? [] : [s.type].flat());

/**
 * False when `value` certainly breaks `schema` (so the server must refuse it); true when it may
 * pass (business rules the schema cannot show, such as a date's calendar, may still refuse it).
 * `text` mode reads a query or path value as the server coerces it: numbers through Number().
 * Lengths count code points (as JSON Schema and zod do), the maximum after trimming.
 */
export function mayConform(schema: JsonSchema, value: unknown, mode: 'json' | 'text' = 'json'): boolean {
  if (value === undefined) return true;
  if (schema.allOf && !schema.allOf.every((s) => mayConform(s, value, mode))) return false;
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.some((s) => mayConform(s, value, mode)) || (value === null && !!schema.nullable);
  if (value === null && mode === 'json') {
    return !!schema.nullable || typesOf(schema).includes('null') || (!schema.type && !schema.enum);
  }
  if (schema.enum) return schema.enum.includes(value);
  if ('const' in schema) return schema.const === value;
  const types = typesOf(schema);
  if (types.length === 0) return true;
  return types.some((type) => fitsType(schema, type, value, mode));
}

function fitsType(schema: JsonSchema, type: string, value: unknown, mode: 'json' | 'text'): boolean {
  switch (type) {
    case 'integer':
    case 'number': {
      const n = mode === 'text' ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n)) return false;
      if (type === 'integer' && !Number.isSafeInteger(n)) return false;
      return withinBounds(schema, n);
    }
    case 'string': {
      if (typeof value !== 'string') return false;
      if (schema.minLength !== undefined && codePoints(value) < schema.minLength) return false;
      if (schema.maxLength !== undefined && codePoints(value.trim()) > schema.maxLength) return false;
      if (schema.pattern !== undefined) {
        const re = new RegExp(schema.pattern);
        if (!re.test(value) && !re.test(value.trim())) return false;
      }
      return true;
    }
    case 'boolean':
      return mode === 'text' ? true : typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'array':
      return (
        Array.isArray(value) && (!schema.items || value.every((v) => mayConform(schema.items!, v, mode)))
      );
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
      const record = value as Record<string, unknown>;
      for (const key of schema.required ?? []) if (record[key] === undefined) return false;
      for (const [key, v] of Object.entries(record)) {
        const property = schema.properties?.[key];
        if (property) {
          if (!mayConform(property, v, mode)) return false;
        } else if (schema.additionalProperties === false) return false;
      }
      return true;
    }
    default:
      return true;
  }
}

function withinBounds(s: JsonSchema, n: number): boolean {
  if (s.minimum !== undefined && (s.exclusiveMinimum === true ? n <= s.minimum : n < s.minimum)) return false;
  if (s.maximum !== undefined && (s.exclusiveMaximum === true ? n >= s.maximum : n > s.maximum)) return false;
  if (typeof s.exclusiveMinimum === 'number' && n <= s.exclusiveMinimum) return false;
  if (typeof s.exclusiveMaximum === 'number' && n >= s.exclusiveMaximum) return false;
  return true;
}

/** The kind of leaf a field is, which picks the bad values worth sending to it. */
export function kindOf(schema: JsonSchema): 'text' | 'number' | 'choice' | 'any' {
  const alternatives = schema.anyOf ?? schema.oneOf ?? [schema];
  const types = alternatives.flatMap(typesOf);
  if (alternatives.some((s) => s.enum) || types.includes('boolean')) return 'choice';
  if (types.includes('string')) return 'text';
  if (types.includes('integer') || types.includes('number')) return 'number';
  return 'any';
}

/**
 * A valid value for a schema: `samples` by field name first (formats a schema cannot spell out,
 * ids that must or must not exist), then the schema's own enum and bounds. An object gets its
 * required properties and those with a sample (a cédula the schema leaves optional).
 */
export function validValue(
  schema: JsonSchema,
  name: string,
  samples: Record<string, () => unknown>,
): unknown {
  const sample = samples[name];
  if (sample) return sample();
  const s = (schema.anyOf ?? schema.oneOf)?.find((x) => !typesOf(x).includes('null')) ?? schema;
  // The last choice: for decisions that is a rejection, which needs nothing else to reach the record.
  if (s.enum) return s.enum.at(-1);
  const type = typesOf(s)[0];
  if (type === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, property] of Object.entries(s.properties ?? {})) {
      if (s.required?.includes(key) || samples[key]) out[key] = validValue(property, key, samples);
    }
    return out;
  }
  if (type === 'integer' || type === 'number') {
    let n = s.minimum ?? 1;
    if (s.exclusiveMinimum === true) n += 1;
    if (typeof s.exclusiveMinimum === 'number') n = s.exclusiveMinimum + 1;
    return Math.min(Math.max(n, 1), s.maximum ?? Number.MAX_SAFE_INTEGER);
  }
  if (type === 'boolean') return false;
  if (type === 'array') return [];
  if (type === 'string') {
    const text = `Prueba ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    // A field of digits (an account code, 1.1.01) takes a fresh number where a word would not fit.
    const digits = `9${String(Date.now()).slice(-7)}${String(Math.random()).slice(2, 8)}`;
    if (s.pattern && !new RegExp(s.pattern).test(text) && new RegExp(s.pattern).test(digits)) {
      return digits.slice(0, s.maxLength ?? digits.length);
    }
    return text.slice(0, s.maxLength ?? text.length).padEnd(s.minLength ?? 0, 'x');
  }
  return 'x';
}
