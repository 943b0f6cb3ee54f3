import type { FastifyInstance, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { ZDownloadQuery, fileRefs, type TFileRefRefusal } from '@orator/contracts';
import { AppError } from './errors';

/** A place in a request: object keys, and `*` for every element of an array or record. */
type FieldPath = readonly string[];

export interface SchemaField {
  path: FieldPath;
  schema: z.core.$ZodType;
  /** Set when the field is a file reference (ZFileRef or ZAudioFileRef of the contracts). */
  refusal?: TFileRefRefusal;
}

export interface FileRefField {
  path: FieldPath;
  refusal: TFileRefRefusal;
}

/** A name that reads as a stored file's id: fileId, audioFileId, sampleFileId, fileIds... */
export const FILE_ID_NAME = /file_?ids?$/i;

/**
 * Fields named like a file id that are not file references, each with the reason. The download link carries
 * the id base64-encoded (SPEC 7); its route opens the file only for its owner (file.service `open`).
 */
export const NOT_FILE_REFS: ReadonlyMap<z.core.$ZodType, string> = new Map([
  [ZDownloadQuery.shape.fileId, 'an encoded id; the download route checks the owner'],
]);

const REQUEST_PARTS = ['body', 'querystring', 'params'] as const;
type RequestPart = (typeof REQUEST_PARTS)[number];

/** Every leaf field of a zod schema with its path; unions and wrappers are looked through. */
export function schemaFields(schema: z.core.$ZodType, path: FieldPath = []): SchemaField[] {
  const refusal = fileRefs.get(schema);
  if (refusal) return [{ path, schema, refusal }];
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const inner = (key: string) => def[key] as z.core.$ZodType;
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.core.$ZodType>;
      return Object.entries(shape).flatMap(([key, child]) => schemaFields(child, [...path, key]));
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return schemaFields(inner('innerType'), path);
    case 'pipe': {
      // A validated value is the pipe's output; a transform's output has no schema, so its input names the field.
      const out = inner('out');
      return schemaFields(out._zod.def.type === 'transform' ? inner('in') : out, path);
    }
    case 'array':
      return schemaFields(inner('element'), [...path, '*']);
    case 'record':
      return schemaFields(inner('valueType'), [...path, '*']);
    case 'intersection':
      return [...schemaFields(inner('left'), path), ...schemaFields(inner('right'), path)];
    case 'tuple':
      return [...(def.items as z.core.$ZodType[]), ...(def.rest ? [inner('rest')] : [])].flatMap((item) =>
        schemaFields(item, [...path, '*']),
      );
    case 'union':
      return (def.options as z.core.$ZodType[]).flatMap((option) => schemaFields(option, path));
    case 'lazy':
      return schemaFields((def.getter as () => z.core.$ZodType)(), path);
    default:
      return [{ path, schema }];
  }
}

/**
 * The file references of one route's request, read from its zod schemas. Refuses, at start-up, a field named
 * like a file id that is not a file reference, and a place that is a file reference in one shape of a union but
 * something else in another: either would let a file id through unchecked, or check a number that is no file.
 */
export function fileRefFields(route: string, schema: FastifySchema | undefined): Record<RequestPart, FileRefField[]> {
  const found = {} as Record<RequestPart, FileRefField[]>;
  for (const part of REQUEST_PARTS) {
    const partSchema = schema?.[part] as z.core.$ZodType | undefined;
    const fields = partSchema && '_zod' in partSchema ? schemaFields(partSchema) : [];
    const refs = new Map<string, FileRefField>();
    for (const field of fields) if (field.refusal) refs.set(field.path.join('.'), field as FileRefField);
    for (const field of fields) {
      const where = field.path.join('.');
      const name = field.path.filter((key) => key !== '*').at(-1) ?? '';
      if (field.refusal) continue;
      const place = `${route} ${part} ${where}`;
      if (refs.has(where)) throw new Error(`${place}: a file reference in one shape, not in another`);
      if (FILE_ID_NAME.test(name) && !NOT_FILE_REFS.has(field.schema)) {
        throw new Error(`${place}: a file id must be ZFileRef or ZAudioFileRef of the contracts`);
      }
    }
    found[part] = [...refs.values()];
  }
  return found;
}

/** The values at a path of a validated request, where a file reference is a number. */
function valuesAt(value: unknown, path: FieldPath): unknown[] {
  if (!path.length) return [value];
  if (value === null || typeof value !== 'object') return [];
  const [key, ...rest] = path as [string, ...string[]];
  const children = key === '*' ? Object.values(value) : [(value as Record<string, unknown>)[key]];
  return children.flatMap((child) => valuesAt(child, rest));
}

export interface FileOwnerCheck {
  ownedIds(ids: readonly number[], ownerId: number): Promise<Set<number>>;
}

/**
 * The one ownership check of every file a request names. After validation and before any route runs, every file
 * reference of the body, query and params must name a file the caller owns and has not deleted: one query per
 * request. Another user's file is refused exactly as an unknown one, so ids cannot be probed, and nothing has been
 * charged or written yet.
 */
export function registerFileOwnership(app: FastifyInstance, files: FileOwnerCheck) {
  const bySchema = new WeakMap<FastifySchema, Record<RequestPart, FileRefField[]>>();
  const refsOf = (route: string, schema: FastifySchema) => {
    const refs = bySchema.get(schema) ?? fileRefFields(route, schema);
    bySchema.set(schema, refs);
    return refs;
  };
  // Read at start-up, so a route that breaks the rules of fileRefFields never serves a request.
  app.addHook('onRoute', (route) => {
    if (route.schema) refsOf(`${[route.method].flat().join(',')} ${route.url}`, route.schema);
  });
  // By schema, not by method and path: a HEAD request runs its GET route's handler.
  app.addHook('preHandler', async (request) => {
    const { schema, url } = request.routeOptions;
    if (!schema) return;
    const refs = refsOf(`${request.method} ${url}`, schema);
    const named = REQUEST_PARTS.flatMap((part) =>
      refs[part].flatMap((field) =>
        valuesAt(request[part === 'querystring' ? 'query' : part], field.path)
          .filter((id): id is number => typeof id === 'number')
          .map((id) => ({ id, refusal: field.refusal })),
      ),
    );
    if (!named.length) return;
    // Without a caller (a public route) no file is anyone's to name.
    const ids = [...new Set(named.map((ref) => ref.id))];
    const owned = request.auth ? await files.ownedIds(ids, request.auth.userId) : new Set<number>();
    const foreign = named.find((ref) => !owned.has(ref.id));
    if (foreign) throw new AppError(foreign.refusal.code, foreign.refusal.message);
  });
}
