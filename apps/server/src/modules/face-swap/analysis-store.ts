import type { VideoAnalysis } from '@orator/media';
import type { Storage } from '../../platform/storage/index';
import { streamToBuffer } from '../../platform/storage/stream-to-buffer';

interface StoredAnalysis extends Omit<VideoAnalysis, 'people'> {
  people: (Omit<VideoAnalysis['people'][number], 'thumbnail'> & { thumbnail: string })[];
}

/** The analysis as JSON between the analysis job, the preview and the render, so no engine looks for people twice. */
export async function saveAnalysis(storage: Storage, key: string, analysis: VideoAnalysis): Promise<void> {
  const stored: StoredAnalysis = {
    ...analysis,
    people: analysis.people.map((person) => ({ ...person, thumbnail: person.thumbnail.toString('base64') })),
  };
  await storage.put(key, Buffer.from(JSON.stringify(stored)), 'application/json');
}

export async function loadAnalysis(storage: Storage, key: string): Promise<VideoAnalysis> {
  const stored = JSON.parse((await streamToBuffer((await storage.get(key)).stream)).toString()) as StoredAnalysis;
  return {
    ...stored,
    people: stored.people.map((person) => ({ ...person, thumbnail: Buffer.from(person.thumbnail, 'base64') })),
  };
}
