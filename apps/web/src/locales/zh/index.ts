// Every namespace in Chinese at once, for types and tests; the app loads each file when a screen uses it.
import account from './account.json';
import aiModel from './aiModel.json';
import audioSubtitle from './audioSubtitle.json';
import auth from './auth.json';
import avatarClone from './avatarClone.json';
import billing from './billing.json';
import common from './common.json';
import create from './create.json';
import cutout from './cutout.json';
import dubbing from './dubbing.json';
import faceSwap from './faceSwap.json';
import imageGenerator from './imageGenerator.json';
import info from './info.json';
import landing from './landing.json';
import marketing from './marketing.json';
import meta from './meta.json';
import projects from './projects.json';
import rewards from './rewards.json';
import shell from './shell.json';
import site from './site.json';
import slides from './slides.json';
import subtitleRemover from './subtitleRemover.json';
import videoGen from './videoGen.json';
import videoTranslation from './videoTranslation.json';
import voiceChanger from './voiceChanger.json';
import voiceClone from './voiceClone.json';
import voices from './voices.json';
import workbench from './workbench.json';

export default {
  common,
  meta,
  shell,
  auth,
  workbench,
  voices,
  voiceClone,
  avatarClone,
  voiceChanger,
  account,
  site,
  landing,
  info,
  billing,
  rewards,
  projects,
  create,
  dubbing,
  audioSubtitle,
  slides,
  videoTranslation,
  cutout,
  imageGenerator,
  aiModel,
  videoGen,
  subtitleRemover,
  faceSwap,
  marketing,
};
