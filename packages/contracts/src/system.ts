import systemPackages from './system-packages.json';
/** Replies and client rules for these endpoints: docs/api.md, section "Catalogue summary (#11)". */

/** What the server can do only when a Debian package is on the machine. */
export const SYSTEM_CAPABILITIES = ['speechRecognition', 'naturalSpeech', 'officeSlides'] as const;
export type TSystemCapability = (typeof SYSTEM_CAPABILITIES)[number];

export interface TSystemPackage {
  name: string;
  /** 'runtime': the product needs it; 'test': only the tests do. */
  use: 'runtime' | 'test';
  capability?: TSystemCapability;
  why: string;
}

/** The one list of Debian packages Orator uses (system-packages.json, also read by npm start and .ci/run). */
export const SYSTEM_PACKAGES = systemPackages.packages as readonly TSystemPackage[];

/** The packages that give a capability, in the list's order. */
export function packagesFor(capability: TSystemCapability): string[] {
  return SYSTEM_PACKAGES.filter((item) => item.capability === capability).map((item) => item.name);
}

/** The one command an operator runs to add packages. */
export function aptInstallCommand(packages: readonly string[]): string {
  return `sudo apt-get install -y ${packages.join(' ')}`;
}

/** A capability this installation lacks, the packages that give it and the command that installs them. */
export interface TMissingCapability {
  capability: TSystemCapability;
  packages: string[];
  command: string;
}

/**
 * The sizes of this installation's catalogue, counted from what the running server really offers (remote
 * engines included), for every number the app shows: the landing page, sign-up, workbench and tools.
 */
export interface TCatalogueSummary {
  /** Library voices of every configured speech engine (users' own clones are not counted). */
  voices: number;
  /** Languages that have at least one of those voices: what dubbing speaks. */
  voiceLanguages: number;
  /** Stock presenters (users' talking photos are not counted). */
  avatars: number;
  /** Languages a voice clone can speak here. */
  cloneLanguages: number;
  /** Languages subtitles can be made in, from a given script at least. */
  subtitleLanguages: number;
  /** Of those, languages whose speech is recognised without a script. */
  recognitionLanguages: number;
  /** What this installation cannot do for want of a system package; empty when nothing is missing. */
  missingCapabilities: TMissingCapability[];
  /** Who takes payments: `sandbox` completes them on this machine without money, so pages label them as tests. */
  payments: 'sandbox' | 'stripe';
  /** The address the operator publishes for visitors (CONTACT_EMAIL), or null when none is set. */
  contactEmail: string | null;
}
