import { DELIVERY_LOUDNESS } from '../audio/loudness';
import type { Pcm } from '../audio/pcm';
import { gainWithLimiter } from '../audio/peak-limiter';

/** Speech levelled by speech-level.ts measures -22 to -24 LUFS (EBU R128) whatever the engine. */
const LEVELLED_SPEECH_LUFS = -23;
/** Sample peaks are held this far under the delivery true peak: peaks between samples reach ~0.5 dB higher. */
const INTER_SAMPLE_MARGIN_DB = 0.5;

const fromDb = (db: number) => 10 ** (db / 20);

/**
 * Speech brought to the loudness of the finished outputs (-16 LUFS, true peak under -1.5 dBTP) one clause at a
 * time: auditions and voice samples are heard while they are spoken, so the two passes that finished files
 * get (loudness.ts) cannot run. One fixed gain keeps the speaker's volume setting audible.
 */
export function atDeliveryLoudness(speech: Pcm): Pcm {
  return gainWithLimiter(
    speech,
    fromDb(DELIVERY_LOUDNESS.integratedLufs - LEVELLED_SPEECH_LUFS),
    fromDb(DELIVERY_LOUDNESS.truePeakDbtp - INTER_SAMPLE_MARGIN_DB),
  );
}
