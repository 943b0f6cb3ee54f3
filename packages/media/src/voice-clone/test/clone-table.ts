// `npx tsx packages/media/src/voice-clone/test/clone-table.ts`: the per-speaker table of docs/benchmarks.md
// ("Voice clones"): every speaker of HELD_OUT_SPEAKERS cloned and compared with its base voice.
import { createEspeakEngine } from '../../tts/espeak';
import { compareClone, comparisonRow } from './compare-clone';
import { HELD_OUT_SPEAKERS } from './held-out-speakers';

const espeak = createEspeakEngine();
console.log(
  "| speaker | role | file | gender | band | base voice | mean MFCC cosine, base → clone | LTAS cosine, base → clone | median F0 / speaker's, base → clone | rate scale |",
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const speaker of HELD_OUT_SPEAKERS) console.log(`| ${comparisonRow(await compareClone(speaker, espeak))} |`);
