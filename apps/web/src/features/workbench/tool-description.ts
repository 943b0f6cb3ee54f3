import type { TCatalogueSummary, TMissingCapability, TToolKey } from '@orator/contracts';

type TCountedTool = 'dubbing' | 'voiceClone' | 'voices' | 'avatars' | 'subtitleExtraction';

/** The catalogue number each card names, read from the installation's summary. */
const COUNT_OF: Record<TCountedTool, (summary: TCatalogueSummary) => number> = {
  dubbing: (summary) => summary.voiceLanguages,
  voiceClone: (summary) => summary.cloneLanguages,
  voices: (summary) => summary.voices,
  avatars: (summary) => summary.avatars,
  subtitleExtraction: (summary) => summary.recognitionLanguages,
};

/** What a tool needs from the machine to do what its card says. */
const CAPABILITY_OF = { subtitleExtraction: 'speechRecognition' } as const satisfies Partial<
  Record<TToolKey, TMissingCapability['capability']>
>;
type TCapableTool = keyof typeof CAPABILITY_OF;

const isCounted = (key: TToolKey): key is TCountedTool => key in COUNT_OF;
const isCapable = (key: TToolKey): key is TCapableTool => key in CAPABILITY_OF;

/**
 * How a card describes its tool: with the installation's number once it is known (never one made up), and
 * with the command that adds a missing capability where the tool lacks one.
 */
export type TToolDescription =
  | { kind: 'plain'; key: TToolKey }
  | { kind: 'counted'; key: TCountedTool; count: number }
  | { kind: 'needsPackage'; key: TCapableTool; command: string };

export function toolDescription(key: TToolKey, summary: TCatalogueSummary | undefined): TToolDescription {
  if (!summary) return { kind: 'plain', key };
  if (isCapable(key)) {
    const missing = summary.missingCapabilities.find((item) => item.capability === CAPABILITY_OF[key]);
    if (missing) return { kind: 'needsPackage', key, command: missing.command };
  }
  const count = isCounted(key) ? COUNT_OF[key](summary) : 0;
  return isCounted(key) && count > 0 ? { kind: 'counted', key, count } : { kind: 'plain', key };
}
