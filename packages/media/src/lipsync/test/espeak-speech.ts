import type { Pcm } from '../../audio/pcm';
import { decodeWav } from '../../audio/wav';

interface ESpeakInstance {
  FS: { readFile(path: string): Uint8Array };
}
type ESpeakFactory = (options: {
  arguments: string[];
  print: (line: string) => void;
  printErr: (line: string) => void;
}) => Promise<ESpeakInstance>;

// The npm build ships no type declarations; importing it through a variable keeps tsc from asking for them.
const ESPEAK_MODULE = 'espeak-ng';

/** Real speech for tests and benchmarks, straight from espeak-ng (the TTS engine wraps the same build). */
export async function espeakSpeech(text: string, voice = 'en-us'): Promise<Pcm> {
  const { default: createESpeak } = (await import(ESPEAK_MODULE)) as { default: ESpeakFactory };
  const quiet = () => undefined;
  const espeak = await createESpeak({
    arguments: ['-v', voice, '-w', '/speech.wav', text],
    print: quiet,
    printErr: quiet,
  });
  return decodeWav(espeak.FS.readFile('/speech.wav'));
}
