import { mouthForLevel, rootMeanSquare } from './mouth-level';
import type { TViseme } from './sprite-frame';

/** Undefined: nothing is playing, the avatar idles. */
type TMouthListener = (viseme: TViseme | undefined) => void;

/** Hand-drawn lip sync changes shape about 12 times a second; following every display frame looks like flicker. */
const MOUTH_FRAME_MS = 80;
const ANALYSER_WINDOW = 1024;

/**
 * Drives the preview's mouth from the loudness of the audio the page plays (an audition, the narration),
 * through a Web Audio analyser. Browsers allow few audio contexts, so the page shares one, made on first use.
 */
export class AudioMouth {
  private context: AudioContext | undefined;
  private readonly analysers = new WeakMap<HTMLMediaElement, AnalyserNode>();
  private readonly listeners = new Set<TMouthListener>();
  private frame = 0;

  subscribe(listener: TMouthListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Moves the mouth whenever `audio` plays, until the returned detach is called. */
  follow(audio: HTMLMediaElement): () => void {
    const start = () => this.start(audio);
    const stop = () => this.stop();
    audio.addEventListener('play', start);
    audio.addEventListener('pause', stop);
    audio.addEventListener('ended', stop);
    return () => {
      audio.removeEventListener('play', start);
      audio.removeEventListener('pause', stop);
      audio.removeEventListener('ended', stop);
      stop();
    };
  }

  close(): void {
    this.stop();
    void this.context?.close();
    this.context = undefined;
  }

  private start(audio: HTMLMediaElement): void {
    const analyser = this.analyserFor(audio);
    if (!analyser) return;
    cancelAnimationFrame(this.frame);
    const samples = new Float32Array(analyser.fftSize);
    let shownAt = 0;
    let shown: TViseme | undefined;
    const tick = (now: number) => {
      if (now - shownAt >= MOUTH_FRAME_MS) {
        analyser.getFloatTimeDomainData(samples);
        const viseme = mouthForLevel(rootMeanSquare(samples));
        if (viseme !== shown) this.emit(viseme);
        shown = viseme;
        shownAt = now;
      }
      this.frame = requestAnimationFrame(tick);
    };
    this.frame = requestAnimationFrame(tick);
  }

  private stop(): void {
    cancelAnimationFrame(this.frame);
    this.emit(undefined);
  }

  private emit(viseme: TViseme | undefined): void {
    for (const listener of this.listeners) listener(viseme);
  }

  /**
   * An element can feed one audio graph for its whole life, so its analyser is made once, on its first play
   * (inside the user's gesture, which lets the context start). Without Web Audio the sound still plays
   * through the element and the mouth rests.
   */
  private analyserFor(audio: HTMLMediaElement): AnalyserNode | undefined {
    if (typeof AudioContext === 'undefined') return undefined;
    this.context ??= new AudioContext();
    void this.context.resume();
    let analyser = this.analysers.get(audio);
    if (!analyser) {
      analyser = this.context.createAnalyser();
      analyser.fftSize = ANALYSER_WINDOW;
      this.context.createMediaElementSource(audio).connect(analyser);
      analyser.connect(this.context.destination);
      this.analysers.set(audio, analyser);
    }
    return analyser;
  }
}
