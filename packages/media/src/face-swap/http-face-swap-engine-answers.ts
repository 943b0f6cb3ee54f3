import { FaceSwapServerError, type PersonSighting, type VideoAnalysis, type VideoPerson } from './face-swap-engine';

/**
 * The analysis a face swap server sent, checked field by field: it is kept as the task's data and shown to the user,
 * so a server that sends something else fails here, with the field named, rather than later in the page.
 */
export function parseAnalysis(value: unknown): VideoAnalysis {
  const result = record(value, 'result');
  const peopleValue = result.people;
  if (!Array.isArray(peopleValue)) throw invalid('result.people is not a list');
  const people = peopleValue.map((person, index) => parsePerson(person, `result.people[${index}]`));
  const ids = new Set(people.map((person) => person.id));
  if (ids.size !== people.length) throw invalid('result.people has the same id twice');
  const tracks = record(result.tracks, 'result.tracks');
  const sightingsValue = record(tracks.sightings, 'result.tracks.sightings');
  const sightings: Record<string, PersonSighting[]> = {};
  for (const id of ids) {
    const list = sightingsValue[id] ?? [];
    if (!Array.isArray(list)) throw invalid(`result.tracks.sightings.${id} is not a list`);
    sightings[id] = list.map((sighting, index) => parseSighting(sighting, `result.tracks.sightings.${id}[${index}]`));
  }
  return {
    width: positive(result.width, 'result.width'),
    height: positive(result.height, 'result.height'),
    durationSec: positive(result.durationSec, 'result.durationSec'),
    fps: positive(result.fps, 'result.fps'),
    people,
    tracks: { sampleFps: positive(tracks.sampleFps, 'result.tracks.sampleFps'), sightings },
  };
}

function parsePerson(value: unknown, where: string): VideoPerson {
  const person = record(value, where);
  if (typeof person.id !== 'string' || !person.id) throw invalid(`${where}.id is not a name`);
  if (typeof person.thumbnail !== 'string') throw invalid(`${where}.thumbnail is not base64 text`);
  const thumbnail = Buffer.from(person.thumbnail, 'base64');
  // JPEG's start-of-image marker: the page shows the thumbnail as it is.
  if (thumbnail.length < 3 || thumbnail[0] !== 0xff || thumbnail[1] !== 0xd8 || thumbnail[2] !== 0xff) {
    throw invalid(`${where}.thumbnail is not a JPEG`);
  }
  return {
    id: person.id,
    thumbnail,
    secondsSeen: atLeastZero(person.secondsSeen, `${where}.secondsSeen`),
    firstSeenSec: atLeastZero(person.firstSeenSec, `${where}.firstSeenSec`),
  };
}

function parseSighting(value: unknown, where: string): PersonSighting {
  const sighting = record(value, where);
  const box = sighting.box;
  if (!Array.isArray(box) || box.length !== 4 || box.some((n) => typeof n !== 'number' || !Number.isFinite(n))) {
    throw invalid(`${where}.box is not [x, y, width, height]`);
  }
  return { sec: atLeastZero(sighting.sec, `${where}.sec`), box: box as PersonSighting['box'] };
}

function record(value: unknown, where: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid(`${where} is not an object`);
  return value as Record<string, unknown>;
}

function positive(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) throw invalid(`${where} is not above 0`);
  return value;
}

function atLeastZero(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw invalid(`${where} is not a number`);
  return value;
}

function invalid(detail: string): FaceSwapServerError {
  return new FaceSwapServerError(`face swap server sent an analysis that does not fit the protocol: ${detail}`);
}
