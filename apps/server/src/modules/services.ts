import {
  createCloningEngine,
  createHttpCloneEngine,
  createOfflineCloneEngine,
  createCompositeEngine,
  createEspeakEngine,
  createFestivalEngine,
  createFliteEngine,
  createCatalogueEngine,
  isPocketsphinxAvailable,
  createHttpEngine,
  createHttpImageEngine,
  createOfflineImageEngine,
  createHttpTryOnEngine,
  createHttpVideoEngine,
  createHttpFaceSwapEngine,
  createOfflineFaceSwapEngine,
  createHttpSubtitleRemover,
  createOfflineSubtitleRemover,
  suggestSubtitleBand,
  offlineVideoEngine,
  createOfflineTryOnEngine,
  createTranslationEngine,
  findLibreOffice,
  listLanguages,
  type HttpEngineConfig,
  type TtsEngine,
} from '@orator/media';
import type { AppContext } from '../platform/context';
import { createUrlSigner } from '../platform/url-signer';
import { createAudioSubtitleRepo } from './audio-subtitle/audio-subtitle.repo';
import { createAudioSubtitleService } from './audio-subtitle/audio-subtitle.service';
import { createAssetService } from './asset/asset.service';
import { createSlideImportRepo } from './slides/slide-import.repo';
import { createSlideImportService } from './slides/slide-import.service';
import { createTranslationService } from './translation/translation.service';
import { createVideoTranslationService } from './video-translation/video-translation.service';
import { createVideoTranslationRepo, publishingTranslationChanges } from './video-translation/video-translation.repo';
import { createAvatarArt } from './avatar/avatar-art';
import { createAvatarService } from './avatar/avatar.service';
import { createPhotoAvatarRepo } from './avatar/photo-avatar.repo';
import { createNarrationService } from './file/narration.service';
import { createDubbingRepo } from './dubbing/dubbing.repo';
import { createDubbingService } from './dubbing/dubbing.service';
import { loadSensitiveWords } from './video-task/sensitive-words';
import { createCopyQuotaRepo } from './copywriting/copy-quota.repo';
import { createCopyWriters } from './copywriting/copy-writers';
import { createCopywritingService } from './copywriting/copywriting.service';
import { createTaskRepo } from './video-task/task.repo';
import { createTaskService } from './video-task/task.service';
import { createSavedVoiceService } from './voice/saved-voice.service';
import { createVoiceService } from './voice/voice.service';
import { createCutoutRepo } from './cutout/cutout.repo';
import { createCutoutService } from './cutout/cutout.service';
import { createAiPhotoRepo } from './ai-photo/ai-photo.repo';
import { createAiPhotoService } from './ai-photo/ai-photo.service';
import { createAiModelRepo } from './ai-model/ai-model.repo';
import { createAiModelService } from './ai-model/ai-model.service';
import { stockModelsOf } from './ai-model/stock-models';
import { createVideoGenRepo } from './image-to-video/video-gen.repo';
import { createVideoArtRepo } from './image-to-video/video-art.repo';
import { createVideoArtService } from './image-to-video/video-art.service';
import { createVideoGenService } from './image-to-video/video-gen.service';
import { createFaceSwapRepo } from './face-swap/face-swap.repo';
import { createFaceLibraryService } from './face-swap/face-library.service';
import { createFaceSwapService } from './face-swap/face-swap.service';
import { createSubtitleRemoverRepo } from './subtitle-remover/subtitle-remover.repo';
import { createSubtitleRemoverService } from './subtitle-remover/subtitle-remover.service';
import { createLipSyncRepo } from './lip-sync/lip-sync.repo';
import { createLipSyncService } from './lip-sync/lip-sync.service';
import { createVoiceChangerRepo } from './voice-changer/voice-changer.repo';
import { createVoiceChangerService } from './voice-changer/voice-changer.service';
import { createVoiceCloneRepo } from './voice-clone/voice-clone.repo';
import { createVoiceCloneService } from './voice-clone/voice-clone.service';
import { createAvatarCloneRepo } from './avatar-clone/avatar-clone.repo';
import { createAvatarCloneService } from './avatar-clone/avatar-clone.service';
import { createAnalyticsService } from './analytics/analytics.service';
import { createFileRepo } from './file/file.repo';
import { createAdmissionService } from './admission/admission.service';
import { createChargeService } from './money/charge.service';
import { createLedgerService } from './money/ledger.service';
import { createOrderRepo } from './money/order.repo';
import { paymentMode } from './money/payment-mode';
import { sandboxProvider } from './money/payment-provider';
import { createPaymentService } from './money/payment.service';
import { createPermissionService } from './money/permission.service';
import { createRecordsService } from './money/records.service';
import { createRewardsService } from './money/rewards.service';
import { createSignInService } from './money/sign-in.service';
import { createStripeClient, createStripeProvider } from './money/stripe-provider';
import { createStripeWebhookHandler } from './money/stripe-webhook';
import { createFileService } from './file/file.service';
import { createSystemService } from './system/system.service';
import { createTaskEventService, publishingChanges } from './task-events/task-events.service';
import { createAccountService } from './user/account.service';
import { createCaptchaService } from './user/captcha.service';
import { createIdentityService } from './user/identity.service';
import { createOAuthService } from './user/oauth.service';
import { createSessionService } from './user/session.service';
import { createUserRepo } from './user/user.repo';
import { createVerificationRepo } from './user/verification.repo';
import { createVerificationService } from './user/verification.service';

/** The composition root of the domain layer: each service gets exactly the repos and platform parts it needs. */
export function createServices(ctx: AppContext) {
  const { db } = ctx.database;
  const userRepo = createUserRepo(db);
  const verificationRepo = createVerificationRepo(db);
  const fileRepo = createFileRepo(db);
  const files = createFileService(fileRepo, ctx.storage);
  const sessions = createSessionService(userRepo);
  const captcha = createCaptchaService(verificationRepo);
  const ledger = createLedgerService(db);
  const account = createAccountService({
    repo: userRepo,
    sessions,
    captcha,
    codes: createVerificationService(verificationRepo, { codesPerClientPerDay: ctx.config.codesPerClientPerDay }),
    files,
    mailer: ctx.mailer,
    sms: ctx.sms,
    // K-coins held for running tasks are not spendable, so the balance a user sees leaves them out.
    kcoinBalance: async (userId) => (await ledger.position(userId)).available,
    haokeSources: ctx.config.haokeSources,
  });
  // Stripe takes real payments when configured and PAYMENTS does not ask for the sandbox; otherwise the sandbox does.
  const stripe =
    paymentMode(ctx.config) === 'stripe' && ctx.config.stripe ? createStripeClient(ctx.config.stripe) : undefined;
  const orders = createOrderRepo(db);
  const publicUrl = ctx.config.publicUrl ?? `http://localhost:${ctx.config.port}`;
  const provider = stripe ? createStripeProvider(stripe, publicUrl) : sandboxProvider;
  const signIn = createSignInService(db, ledger);
  const payments = createPaymentService({ db, orders, userRepo, ledger, provider });
  const charges = createChargeService({ db, ledger, users: userRepo });
  const admission = createAdmissionService({ db, charges });
  const photoRepo = createPhotoAvatarRepo(db);
  const taskEvents = createTaskEventService({
    bus: ctx.events,
    heartbeatMs: ctx.config.eventHeartbeatMs,
    log: ctx.log,
  });
  // Each tool's status and progress writes reach the owner's open pages (modules/task-events).
  const taskRepo = publishingChanges(createTaskRepo(db), 'video', taskEvents);
  const avatars = createAvatarService({ photos: photoRepo, files: fileRepo, users: userRepo, queue: ctx.queue });
  const narrations = createNarrationService(fileRepo, ctx.storage);
  const dubbingRepo = publishingChanges(createDubbingRepo(db), 'dubbing', taskEvents);
  const audioSubtitleRepo = publishingChanges(createAudioSubtitleRepo(db), 'audioSubtitle', taskEvents);
  const { pocketsphinx, whisper } = ctx.config.speechToText;
  const sensitiveWords = loadSensitiveWords(ctx.config.sensitiveWordsFile);
  const audioSubtitles = createAudioSubtitleService({
    repo: audioSubtitleRepo,
    files: fileRepo,
    storage: ctx.storage,
    queue: ctx.queue,
    capabilities: { pocketsphinx: isPocketsphinxAvailable(pocketsphinx), whisper },
  });
  const remoteCloneEngine = ctx.config.cloneEngine && createHttpCloneEngine(ctx.config.cloneEngine);
  const cloneEngine = remoteCloneEngine ?? createOfflineCloneEngine(offlineEngine());
  const voiceClones = createVoiceCloneService({
    repo: createVoiceCloneRepo(db),
    files: fileRepo,
    storage: ctx.storage,
    users: userRepo,
    queue: ctx.queue,
    mailer: ctx.mailer,
    log: ctx.log,
    sensitiveWords,
    languages: listLanguages(),
    cloneEngine,
  });
  payments.registerCloneGoods('voice', voiceClones.goods);
  const voices = createVoiceService({
    db,
    storage: ctx.storage,
    // Outermost, so every use of speech (auditions, dubbing, avatar videos) can speak the owner's clones.
    engine: createCloningEngine(speechEngine(ctx.config.ttsHttp), voiceClones.resolveClone, {
      espeak: offlineEngine(),
      remoteEngines: remoteCloneEngine ? [remoteCloneEngine] : [],
    }),
    languages: listLanguages(),
    userVoices: voiceClones.userVoices,
  });
  const savedVoices = createSavedVoiceService({ db, voices });
  const slideImportRepo = createSlideImportRepo(db);
  const slideImports = createSlideImportService({ repo: slideImportRepo, files, queue: ctx.queue });
  const translation = createTranslationService({
    engine: createTranslationEngine({ remote: ctx.config.translateEngine }),
    voices,
    log: ctx.log,
  });
  const videoTranslationRepo = publishingTranslationChanges(createVideoTranslationRepo(db), taskEvents);
  const voiceChangerRepo = publishingChanges(createVoiceChangerRepo(db), 'voiceChanger', taskEvents);
  const aiPhotoRepo = createAiPhotoRepo(db);
  const aiPhotoEngine = ctx.config.imageEngine
    ? createHttpImageEngine(ctx.config.imageEngine)
    : createOfflineImageEngine();
  const aiModelRepo = createAiModelRepo(db);
  const aiModelEngine = ctx.config.tryOnEngine
    ? createHttpTryOnEngine(ctx.config.tryOnEngine)
    : createOfflineTryOnEngine();
  const videoGenRepo = createVideoGenRepo(db);
  const videoGenEngine = ctx.config.videoEngine ? createHttpVideoEngine(ctx.config.videoEngine) : offlineVideoEngine;
  const faceSwapRepo = createFaceSwapRepo(db);
  const faceSwapEngine = ctx.config.faceSwapEngine
    ? createHttpFaceSwapEngine(ctx.config.faceSwapEngine)
    : createOfflineFaceSwapEngine();
  const subtitleRemoverRepo = createSubtitleRemoverRepo(db);
  const subtitleRemoverEngine = ctx.config.subtitleRemoverEngine
    ? createHttpSubtitleRemover(ctx.config.subtitleRemoverEngine)
    : createOfflineSubtitleRemover();
  const lipSyncRepo = createLipSyncRepo(db);
  const avatarClones = createAvatarCloneService({
    db,
    repo: createAvatarCloneRepo(db),
    files: fileRepo,
    fileService: files,
    storage: ctx.storage,
    users: userRepo,
    ledger,
    avatars,
    queue: ctx.queue,
    mailer: ctx.mailer,
    log: ctx.log,
    sensitiveWords,
  });
  const copywriting = createCopywritingService({
    writers: createCopyWriters(ctx.config.copyEngine, ctx.config.copyComposerPaceMs),
    quota: createCopyQuotaRepo(db),
    sensitiveWords,
    dailyLimit: ctx.config.copyDailyLimit,
    log: ctx.log,
  });
  return {
    userRepo,
    fileRepo,
    admission,
    copywriting,
    urlSigner: createUrlSigner(db),
    photoRepo,
    taskRepo,
    avatars,
    avatarArt: createAvatarArt(ctx.storage),
    voices,
    savedVoices,
    voiceClones,
    avatarClones,
    voiceChangerRepo,
    voiceChanger: createVoiceChangerService({
      repo: voiceChangerRepo,
      files: fileRepo,
      storage: ctx.storage,
      queue: ctx.queue,
    }),
    narrations,
    cutouts: createCutoutService({
      repo: createCutoutRepo(db),
      storage: ctx.storage,
      users: userRepo,
      files,
      fileRepo,
      charges,
      admission,
      ledger,
    }),
    aiPhotoRepo,
    aiPhotoEngine,
    aiPhotos: createAiPhotoService({
      repo: aiPhotoRepo,
      users: userRepo,
      files,
      fileRepo,
      charges,
      admission,
      ledger,
      avatars,
      queue: ctx.queue,
      engine: aiPhotoEngine,
      sensitiveWords,
    }),
    aiModelRepo,
    aiModelEngine,
    aiModels: createAiModelService({
      repo: aiModelRepo,
      users: userRepo,
      fileRepo,
      charges,
      admission,
      ledger,
      queue: ctx.queue,
      engine: aiModelEngine,
      stockModels: () => stockModelsOf(ctx),
    }),
    videoGenRepo,
    videoGenEngine,
    videoGens: createVideoGenService({
      repo: videoGenRepo,
      users: userRepo,
      fileRepo,
      files,
      storage: ctx.storage,
      charges,
      admission,
      voices,
      queue: ctx.queue,
      engineKind: videoGenEngine.kind,
      sensitiveWords,
    }),
    subtitleRemoverRepo,
    subtitleRemoverEngine,
    subtitleRemover: createSubtitleRemoverService({
      repo: subtitleRemoverRepo,
      users: userRepo,
      fileRepo,
      files,
      storage: ctx.storage,
      charges,
      admission,
      ledger,
      queue: ctx.queue,
      engineKind: ctx.config.subtitleRemoverEngine ? 'server' : 'offline',
      suggestBand: suggestSubtitleBand,
    }),
    lipSyncRepo,
    lipSyncs: createLipSyncService({
      repo: lipSyncRepo,
      fileRepo,
      storage: ctx.storage,
      charges,
      admission,
      queue: ctx.queue,
    }),
    videoArt: createVideoArtService({
      repo: createVideoArtRepo(db),
      files,
      charges,
      admission,
      engine: aiPhotoEngine,
      sensitiveWords,
      log: ctx.log,
    }),
    faceSwapRepo,
    faceSwapEngine,
    faceLibrary: createFaceLibraryService({ repo: faceSwapRepo, fileRepo, queue: ctx.queue }),
    faceSwaps: createFaceSwapService({
      repo: faceSwapRepo,
      users: userRepo,
      files,
      storage: ctx.storage,
      charges,
      admission,
      ledger,
      queue: ctx.queue,
      engine: faceSwapEngine,
    }),
    dubbingRepo,
    dubbing: createDubbingService({
      repo: dubbingRepo,
      users: userRepo,
      charges,
      admission,
      ledger,
      voices,
      files,
      queue: ctx.queue,
    }),
    audioSubtitleRepo,
    audioSubtitles,
    slideImportRepo,
    slideImports,
    translation,
    videoTranslationRepo,
    videoTranslations: createVideoTranslationService({
      repo: videoTranslationRepo,
      users: userRepo,
      files,
      storage: ctx.storage,
      charges,
      admission,
      ledger,
      translation,
      voices,
      queue: ctx.queue,
      recognition: { whisper, pocketsphinx: isPocketsphinxAvailable(pocketsphinx) },
    }),
    cloneEngine,
    // Alignment reads the known text with the offline voices, whatever engine the catalogue adds.
    subtitleSpeechEngine: offlineEngine(),
    assets: createAssetService({ storage: ctx.storage, files: fileRepo }),
    tasks: createTaskService({
      repo: taskRepo,
      users: userRepo,
      charges,
      admission,
      ledger,
      avatars,
      voices,
      narrations,
      slideImports,
      queue: ctx.queue,
      sensitiveWords,
    }),
    account,
    ledger,
    charges,
    payments,
    stripeWebhook:
      stripe &&
      createStripeWebhookHandler({ stripe, webhookSecret: ctx.config.stripe!.webhookSecret, db, orders, payments }),
    permissions: createPermissionService(userRepo),
    records: createRecordsService(ledger, orders),
    signIn,
    rewards: createRewardsService({ db, ledger, signIn }),
    analytics: createAnalyticsService(db),
    sessions,
    captcha,
    files,
    identity: createIdentityService(db),
    oauth: createOAuthService({ db, account, providers: ctx.config.oauth }),
    system: createSystemService(ctx, {
      voiceLanguages: () => voices.languages(),
      offlineLanguageCodes: () => listLanguages().map((language) => language.code),
      stockAvatarCount: () => avatars.listStock({ current: 1, size: 1 }).total,
      subtitleLanguages: () => audioSubtitles.languages(),
      voiceEngines: () => [...new Set(voices.engine.voices().map((voice) => voice.engine))],
      officeSlides: () => findLibreOffice() !== null,
      payments: provider.name,
      contactEmail: ctx.config.contactEmail ?? null,
    }),
    taskEvents,
  };
}
export type Services = ReturnType<typeof createServices>;

/** One offline speech engine per process: it holds the compiled WASM module, which is costly to build. */
let engine: ReturnType<typeof createEspeakEngine> | undefined;
function offlineEngine() {
  engine ??= createEspeakEngine();
  return engine;
}

/**
 * Festival and Flite, found on the machine once per process: an engine whose program or voice package is
 * missing lists no voices, so the catalogue offers only what this installation can speak.
 */
let programEngines: TtsEngine[] | undefined;
function installedProgramEngines(): TtsEngine[] {
  programEngines ??= [createFestivalEngine(), createFliteEngine()];
  return programEngines;
}

/**
 * Every offline voice, joined by a configured remote speech server's, in one catalogue ranked by measured
 * intelligibility, so each language's default voice is its clearest. espeak comes first: voices no engine
 * lists (clones) go to it.
 */
export function speechEngine(remote: HttpEngineConfig | undefined): TtsEngine {
  const engines = [offlineEngine(), ...installedProgramEngines(), ...(remote ? [createHttpEngine(remote)] : [])];
  return createCatalogueEngine(createCompositeEngine(engines));
}

const byContext = new WeakMap<AppContext, Services>();

/** The services of a process, built once: jobs reach the domain through them like routes do. */
export function servicesFor(ctx: AppContext): Services {
  let services = byContext.get(ctx);
  if (!services) {
    services = createServices(ctx);
    byContext.set(ctx, services);
  }
  return services;
}
