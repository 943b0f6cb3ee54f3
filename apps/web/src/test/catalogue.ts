import { SystemApi, type TCatalogueSummary } from '@orator/contracts';
import { mockApi } from './mock-api';

/** This installation's catalogue as the server counts it (the offline engines, pocketsphinx installed). */
export function aCatalogueSummary(overrides: Partial<TCatalogueSummary> = {}): TCatalogueSummary {
  return {
    voices: 414,
    voiceLanguages: 130,
    avatars: 756,
    cloneLanguages: 40,
    subtitleLanguages: 130,
    recognitionLanguages: 6,
    missingCapabilities: [],
    payments: 'sandbox',
    contactEmail: null,
    ...overrides,
  };
}

/** A machine without pocketsphinx: every language needs its script. */
export const WITHOUT_POCKETSPHINX: Partial<TCatalogueSummary> = {
  recognitionLanguages: 0,
  missingCapabilities: [
    {
      capability: 'speechRecognition',
      packages: ['pocketsphinx', 'pocketsphinx-en-us'],
      command: 'sudo apt-get install -y pocketsphinx pocketsphinx-en-us',
    },
  ],
};

/** The server answers the public catalogue summary. */
export function answerCatalogueSummary(overrides: Partial<TCatalogueSummary> = {}): TCatalogueSummary {
  const summary = aCatalogueSummary(overrides);
  mockApi.on('GET', SystemApi.catalogueSummary, { code: 200, data: summary });
  return summary;
}
