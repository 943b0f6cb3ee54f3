import { parentPort, workerData } from 'node:worker_threads';
import { reduceVoice } from './reduce-voice';
import type { ReduceVoiceJob } from './reduce-voice-thread';

const { source, speechSpans, options } = workerData as ReduceVoiceJob;
const reduced = reduceVoice(source, speechSpans, options);
parentPort!.postMessage(reduced, [reduced.samples.buffer as ArrayBuffer]);
