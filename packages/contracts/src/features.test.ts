import { describe, expect, it } from 'vitest';
import {
  FEATURE_KEYS,
  FEATURE_REGISTRY,
  isFeatureAvailable,
  isPlanBenefitOffered,
  PLAN_BENEFIT_TOOLS,
  TOOL_KEYS,
  toolsInstead,
} from './features';
import { PLAN_BENEFITS } from './money';
import { aptInstallCommand, packagesFor, SYSTEM_PACKAGES } from './system';

describe('the feature registry', () => {
  it('offers a built tool in place of every feature that is not built', () => {
    for (const key of FEATURE_KEYS.filter((feature) => !isFeatureAvailable(feature))) {
      expect(toolsInstead(key).length, key).toBeGreaterThan(0);
    }
  });

  it('offers nothing in place of a built feature', () => {
    for (const key of FEATURE_KEYS.filter(isFeatureAvailable)) expect(toolsInstead(key), key).toEqual([]);
  });

  it('has the tools this version builds, and only them', () => {
    expect(TOOL_KEYS.filter(isFeatureAvailable)).toEqual([
      'avatarVideo',
      'slidesVideo',
      'talkingPhoto',
      'imageToVideo',
      'textToVideo',
      'dubbing',
      'voiceClone',
      'voices',
      'voiceChanger',
      'subtitleExtraction',
      'avatarClone',
      'fastClone',
      'aiModel',
      'cutout',
      'imageGenerator',
      'faceSwap',
      'subtitleRemover',
      'marketingCopy',
      'videoTranslation',
    ]);
  });

  it('says when an unbuilt feature is planned only in general terms, from an issue where one exists', () => {
    for (const [key, entry] of Object.entries(FEATURE_REGISTRY)) {
      if (entry.status === 'comingRelease') expect(entry.issue, key).toBeGreaterThan(0);
      if (entry.status === 'available') expect(entry.issue, key).toBeUndefined();
    }
  });

  it('ties each plan rule of a tool to a rule that exists', () => {
    for (const rule of Object.keys(PLAN_BENEFIT_TOOLS)) expect(PLAN_BENEFITS.free).toHaveProperty(rule);
  });

  it('sells plans with the rules of the tools that are built', () => {
    expect(isPlanBenefitOffered('faceSwapUploadMb')).toBe(true);
    expect(isPlanBenefitOffered('unlimitedCutout')).toBe(true);
    expect(isPlanBenefitOffered('scriptCharacterLimit')).toBe(true);
    expect(isPlanBenefitOffered('apiAccess')).toBe(true);
  });
});

describe('the system package list', () => {
  it('names the packages of offline speech recognition, and the command that installs them', () => {
    expect(packagesFor('speechRecognition')).toEqual(['pocketsphinx', 'pocketsphinx-en-us']);
    expect(aptInstallCommand(packagesFor('speechRecognition'))).toBe(
      'sudo apt-get install -y pocketsphinx pocketsphinx-en-us',
    );
  });

  it('names the synthesizers and voices of natural offline speech', () => {
    expect(packagesFor('naturalSpeech')).toEqual([
      'festival',
      'festvox-us-slt-hts',
      'festvox-kallpc16k',
      'festvox-ca-ona-hts',
      'flite',
    ]);
  });

  it('keeps test-only packages apart from what the product needs', () => {
    const runtime = SYSTEM_PACKAGES.filter((item) => item.use === 'runtime').map((item) => item.name);
    expect(runtime).toEqual([
      'pocketsphinx',
      'pocketsphinx-en-us',
      'festival',
      'festvox-us-slt-hts',
      'festvox-kallpc16k',
      'festvox-ca-ona-hts',
      'flite',
      'libreoffice-impress-nogui',
      'fonts-crosextra-carlito',
      'fonts-liberation',
      'fonts-noto-cjk',
      'apertium',
      'apertium-eng-spa',
      'apertium-es-pt',
      'apertium-fr-es',
      'apertium-spa-ita',
      'mate-backgrounds',
    ]);
    expect(SYSTEM_PACKAGES.filter((item) => item.use === 'test').map((item) => item.name)).toEqual(
      expect.arrayContaining(['chromium', 'pocketsphinx-testdata']),
    );
  });
});
