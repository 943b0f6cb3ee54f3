import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API_BASE, ShowcaseApi, type TShowcaseExample } from '@orator/contracts';
import type { TtsEngine } from '@orator/media';
import type { Logger } from 'pino';
import { AppError } from '../../platform/errors';
import type { Storage } from '../../platform/storage/index';
import { streamToBuffer } from '../../platform/storage/stream-to-buffer';
import { renderExample } from './render-example';
import {
  isSelected,
  planShowcase,
  SHOWCASE_VERSION,
  type PlannedExample,
  type ShowcaseSelection,
} from './showcase-plan';

const PREFIX = 'showcase';
/** How long an example found missing is taken as still missing: another process may be making it. */
const RECHECK_MS = 30_000;

/** What is stored beside an example's files once they are all stored: its presence means the example is whole. */
interface StoredFacts {
  durationSec: number;
  madeAt: string;
  width: number | null;
  height: number | null;
}

const MIME = { mp4: 'video/mp4', mp3: 'audio/mpeg', jpg: 'image/jpeg' } as const;

export interface ShowcaseFile {
  body: Buffer;
  contentType: string;
}

/**
 * The examples this installation makes of itself (docs/public-pages.md): planned from the running catalogue, made
 * once with the offline engines and kept in storage under `showcase/`, where every API process finds them.
 */
export function createShowcaseService(deps: { storage: Storage; engine: TtsEngine; log: Logger }) {
  const { storage, engine, log } = deps;
  const plan = planShowcase(engine.voices());
  const byFileName = new Map(
    plan.flatMap((planned) =>
      [planned.files.media, planned.files.poster].flatMap((name) => (name ? [[name, planned] as const] : [])),
    ),
  );
  const found = new Map<string, StoredFacts>();
  const lastMissed = new Map<string, number>();
  /** The few files of the examples, read once: a page of them asks for each poster many times. */
  const files = new Map<string, ShowcaseFile>();

  const factsKey = (planned: PlannedExample) => `${PREFIX}/${planned.id}.json`;
  const fileKey = (name: string) => `${PREFIX}/${name}`;

  async function factsOf(planned: PlannedExample): Promise<StoredFacts | undefined> {
    const known = found.get(planned.id);
    if (known) return known;
    if (Date.now() - (lastMissed.get(planned.id) ?? -Infinity) < RECHECK_MS) return undefined;
    try {
      if (await storage.exists(factsKey(planned))) {
        const stored = await streamToBuffer((await storage.get(factsKey(planned))).stream);
        const facts = JSON.parse(stored.toString('utf8')) as StoredFacts;
        found.set(planned.id, facts);
        return facts;
      }
    } catch (error) {
      // The pages show fewer examples rather than an error; the next start makes this one again.
      log.warn({ err: error, example: planned.id }, 'showcase example unreadable');
    }
    lastMissed.set(planned.id, Date.now());
    return undefined;
  }

  function toExample(planned: PlannedExample, facts: StoredFacts): TShowcaseExample {
    const url = (name: string) => `${API_BASE}${ShowcaseApi.file}?name=${encodeURIComponent(name)}`;
    return {
      id: planned.id,
      kind: planned.kind,
      language: planned.language,
      locale: planned.locale,
      text: planned.text,
      durationSec: Math.round(facts.durationSec * 100) / 100,
      madeAt: facts.madeAt,
      engine: {
        speech: planned.voice.engine,
        voiceName: planned.voice.name,
        picture: planned.presenter ? 'offline' : null,
        version: SHOWCASE_VERSION,
      },
      presenterName: planned.presenter?.name ?? null,
      fileUrl: url(planned.files.media),
      mimeType: planned.kind === 'voiceSample' ? 'audio/mpeg' : 'video/mp4',
      posterUrl: planned.files.poster && url(planned.files.poster),
      width: facts.width,
      height: facts.height,
    };
  }

  async function make(planned: PlannedExample): Promise<void> {
    const workDir = await mkdtemp(path.join(os.tmpdir(), 'orator-showcase-'));
    const started = Date.now();
    try {
      const made = await renderExample(planned, engine, workDir);
      await storage.put(fileKey(planned.files.media), made.media, MIME[planned.kind === 'voiceSample' ? 'mp3' : 'mp4']);
      if (planned.files.poster && made.poster) await storage.put(fileKey(planned.files.poster), made.poster, MIME.jpg);
      const facts: StoredFacts = {
        durationSec: made.durationSec,
        madeAt: new Date().toISOString(),
        width: made.width,
        height: made.height,
      };
      await storage.put(factsKey(planned), Buffer.from(JSON.stringify(facts)), 'application/json');
      found.set(planned.id, facts);
      log.info({ example: planned.id, ms: Date.now() - started }, 'showcase example made');
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  return {
    /** The examples made so far, in the plan's order: clips by site language, then voice samples. */
    async list(): Promise<TShowcaseExample[]> {
      const examples = await Promise.all(
        plan.map(async (planned) => {
          const facts = await factsOf(planned);
          return facts ? toExample(planned, facts) : undefined;
        }),
      );
      return examples.filter((example) => example !== undefined);
    },

    /** One of the examples' files; any other name is unknown, so nothing else in storage is reachable. */
    async file(name: string): Promise<ShowcaseFile> {
      const cached = files.get(name);
      if (cached) return cached;
      const planned = byFileName.get(name);
      if (!planned || !(await factsOf(planned))) throw AppError.notFound();
      const extension = name.slice(name.lastIndexOf('.') + 1) as keyof typeof MIME;
      const file = {
        body: await streamToBuffer((await storage.get(fileKey(name))).stream),
        contentType: MIME[extension],
      };
      files.set(name, file);
      return file;
    },

    /**
     * Makes, one after the other, the planned examples not yet in storage (of `selection` only, when given). One that
     * fails is logged and left for the next start; `shouldStop` is asked before each.
     */
    async makeMissing(
      options: { selection?: ShowcaseSelection; shouldStop?: () => boolean; pause?: () => Promise<void> } = {},
    ): Promise<{ made: number; failed: number }> {
      let made = 0;
      let failed = 0;
      for (const planned of plan.filter((candidate) => isSelected(candidate, options.selection ?? {}))) {
        if (options.shouldStop?.()) break;
        lastMissed.delete(planned.id);
        if (await factsOf(planned)) continue;
        try {
          await make(planned);
          made += 1;
        } catch (error) {
          failed += 1;
          log.warn({ err: error, example: planned.id }, 'showcase example failed; it is tried again at the next start');
        }
        await options.pause?.();
      }
      return { made, failed };
    },
  };
}
export type ShowcaseService = ReturnType<typeof createShowcaseService>;
