import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Pcm } from '../audio/pcm';
import { encodeWav } from '../audio/wav';
import { ffmpeg } from '../ffmpeg';
import { seededRandom } from '../lipsync/seeded-random';
import { barCount, barSeconds, NOTE_NAMES, TRACK_RECIPES, type TrackRecipe } from './catalogue';
import { bass, fmKeys, hat, kick, pad, pluck, SAMPLE_RATE, snare, tom } from './instruments';
import { loopReverb } from './reverb';
import { STYLES, type Style } from './styles';

const SCALES = { major: [0, 2, 4, 5, 7, 9, 11], minor: [0, 2, 3, 5, 7, 8, 10] } as const;
/** About -20 dBFS RMS with peaks under -1 dBFS: a normal library level, mixed well under speech by the compositor. */
const TARGET_RMS = 0.1;
const PEAK_LIMIT = 0.89;

function recipeOf(trackId: string): TrackRecipe {
  const recipe = TRACK_RECIPES.find((candidate) => candidate.id === trackId);
  if (!recipe) throw new Error(`unknown music track ${trackId}`);
  return recipe;
}

/** Pitch classes of the triad on a scale degree, root first. */
function triad(recipe: TrackRecipe, degree: number): number[] {
  const scale = SCALES[recipe.mode];
  const tonic = NOTE_NAMES.indexOf(recipe.tonic);
  return [0, 2, 4].map((offset) => {
    const step = degree + offset;
    return (tonic + (scale[step % 7] ?? 0) + 12 * Math.floor(step / 7)) % 12;
  });
}

/** The lowest MIDI note of a pitch class at or above `lowest`: compact voicings that lead smoothly. */
function above(pitchClass: number, lowest: number): number {
  return lowest + ((pitchClass - lowest + 120) % 12);
}

/**
 * Adds `note` at `startSec`, wrapping past the end back to the start: a ringing note at the
 * loop's end sounds over its beginning, which is what makes the track loop seamlessly.
 */
function addWrapped(target: Float32Array, note: Float32Array, startSec: number, gain: number): void {
  const start = Math.round(startSec * SAMPLE_RATE) % target.length;
  const beforeEnd = Math.min(note.length, target.length - start);
  for (let i = 0; i < beforeEnd; i++) target[start + i] = (target[start + i] ?? 0) + (note[i] ?? 0) * gain;
  for (let i = beforeEnd; i < note.length; i++) {
    const index = (start + i) % target.length;
    target[index] = (target[index] ?? 0) + (note[i] ?? 0) * gain;
  }
}

/** Everything a track's bars share while it is being played into the loop. */
interface Player {
  style: Style;
  random: () => number;
  barSec: number;
  /** Bars of the first pass through the progression: an intro without drums; the loop returns to it. */
  introBars: number;
  dry: Float32Array;
  /** What feeds the reverb. */
  send: Float32Array;
  /** Notes without noise come out identical every time they are played: each is drawn once. */
  notes: Map<string, Float32Array>;
}

function once(player: Player, key: string, draw: () => Float32Array): Float32Array {
  let note = player.notes.get(key);
  if (!note) {
    note = draw();
    player.notes.set(key, note);
  }
  return note;
}

function leadNote(player: Player, midi: number): Float32Array {
  const { voice } = player.style.lead;
  if (voice === 'pluck') return pluck(midi, player.random);
  return once(player, `${voice} ${midi}`, () =>
    voice === 'keys' ? fmKeys(midi, 1, 0.5, 0.35) : fmKeys(midi, 3.5, 0.9, 0.18),
  );
}

function playBar(player: Player, chord: number[], bar: number): void {
  const { style, random, dry, send } = player;
  const start = bar * player.barSec;
  const step = player.barSec / 16;
  const velocity = () => 0.9 + 0.2 * random();
  const [root = 0] = chord;

  const padNotes = [above(root, style.pad.lowestMidi - 12), ...chord.map((pc) => above(pc, style.pad.lowestMidi))];
  const chordPad = pad(padNotes, player.barSec, random, style.pad.brightnessHz);
  addWrapped(dry, chordPad, start, style.pad.level);
  addWrapped(send, chordPad, start, style.pad.level);

  const bassMidi = above(root, style.bass.lowestMidi);
  for (const [at, length] of style.bass.notes) {
    const note = once(player, `bass ${bassMidi} ${length}`, () => bass(bassMidi, length * step));
    addWrapped(dry, note, start + at * step, style.bass.level * velocity());
  }

  const tones = chord.map((pc) => above(pc, style.lead.lowestMidi)).sort((a, b) => a - b);
  const leadTones = [...tones, (tones[0] ?? 0) + 12, (tones[1] ?? 0) + 12];
  style.lead.steps.forEach((at, i) => {
    const note = leadNote(player, leadTones[style.lead.pattern[i % style.lead.pattern.length] ?? 0] ?? 0);
    const gain = style.lead.level * velocity();
    addWrapped(dry, note, start + at * step, gain);
    addWrapped(send, note, start + at * step, gain);
  });

  if (style.drums && bar >= player.introBars) {
    const { level } = style.drums;
    const kickDrum = once(player, 'kick', kick);
    for (const at of style.drums.kick) addWrapped(dry, kickDrum, start + at * step, level * velocity());
    for (const at of style.drums.snare) {
      const hit = snare(random);
      addWrapped(dry, hit, start + at * step, 0.45 * level * velocity());
      addWrapped(send, hit, start + at * step, 0.3 * level);
    }
    for (const at of style.drums.hat) addWrapped(dry, hat(random, 0.035), start + at * step, 0.3 * level * velocity());
    for (const at of style.drums.shaker)
      addWrapped(dry, hat(random, 0.018), start + at * step, 0.12 * level * velocity());
  }
  if (style.toms && bar % 2 === 0) {
    const hit = once(player, 'tom', tom);
    addWrapped(dry, hit, start, style.toms.level);
    addWrapped(send, hit, start, style.toms.level);
  }
}

/** A library track as samples (mono, 44.1 kHz): the same samples on every call and every machine. */
export function synthesizeMusicTrack(trackId: string): Pcm {
  const recipe = recipeOf(trackId);
  const bars = barCount(recipe);
  const barSec = barSeconds(recipe.bpm);
  const length = Math.round(bars * barSec * SAMPLE_RATE);
  const player: Player = {
    style: STYLES[recipe.categoryId],
    random: seededRandom(recipe.seed),
    barSec,
    introBars: recipe.progression.length,
    dry: new Float32Array(length),
    send: new Float32Array(length),
    notes: new Map(),
  };
  for (let bar = 0; bar < bars; bar++) {
    playBar(player, triad(recipe, recipe.progression[bar % recipe.progression.length] ?? 0), bar);
  }
  const wet = loopReverb(player.send);
  const mix = player.dry;
  for (let i = 0; i < mix.length; i++) mix[i] = (mix[i] ?? 0) + (wet[i] ?? 0) * player.style.reverb;
  normalizeInPlace(mix);
  return { sampleRate: SAMPLE_RATE, samples: mix };
}

function normalizeInPlace(samples: Float32Array): void {
  let peak = 0;
  let energy = 0;
  for (const value of samples) {
    peak = Math.max(peak, Math.abs(value));
    energy += value * value;
  }
  const rms = Math.sqrt(energy / Math.max(1, samples.length));
  if (rms === 0) return;
  const gain = Math.min(TARGET_RMS / rms, PEAK_LIMIT / peak);
  for (let i = 0; i < samples.length; i++) samples[i] = (samples[i] ?? 0) * gain;
}

/** Synthesizes a track and encodes it as MP3 at `outPath`, written whole or not at all. */
export async function renderMusicTrack(trackId: string, outPath: string): Promise<void> {
  const recipe = recipeOf(trackId);
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'orator-music-'));
  const partial = `${outPath}.${path.basename(workDir)}.part`;
  try {
    const wavPath = path.join(workDir, 'track.wav');
    await fs.writeFile(wavPath, encodeWav(synthesizeMusicTrack(trackId)));
    await ffmpeg([
      ...['-i', wavPath, '-c:a', 'libmp3lame', '-b:a', '128k'],
      ...['-metadata', `title=${recipe.name}`, '-metadata', 'artist=Orator', '-f', 'mp3', partial],
    ]);
    await fs.rename(partial, outPath);
  } finally {
    await Promise.all([fs.rm(partial, { force: true }), fs.rm(workDir, { recursive: true, force: true })]);
  }
}
