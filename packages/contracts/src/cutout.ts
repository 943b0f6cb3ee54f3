import { z } from 'zod';
import { ZFileRef } from './file';
import type { TFreeUses } from './money';

/** SPEC 7 "Cutout": queryDefault, pixianV2, isPermissionSubmit; compose is ours (docs/cutout.md). */
export const CutoutApi = {
  /** GET: sample photos to try, the built-in scenes and the upload rules. */
  queryDefault: '/cutout/v1/queryDefault',
  /** POST { fileId }: the cutout of one uploaded photo, as a transparent PNG. */
  pixianV2: '/cutout/v2/pixianV2',
  /** GET: whether the next cutout is allowed and what it would cost. */
  isPermissionSubmit: '/cutout/v1/isPermissionSubmit',
  /** POST: a cutout placed on a colour, a built-in scene or an uploaded photo, with a contact shadow. */
  compose: '/cutout/v1/compose',
  /** GET ?id=: one of queryDefault's sample photos as a JPEG, public like the built-in backgrounds. */
  sampleImage: '/cutout/v1/sampleImage',
} as const;

/** SPEC 5: cutout images at most 4000 x 4000 and 20 MB; JPEG, PNG or WEBP. */
export const CUTOUT_INPUT = {
  maxPx: 4000,
  maxBytes: 20 * 1024 * 1024,
  formats: ['jpg', 'png', 'webp'],
  /** Photos one batch takes (issue #17). */
  batchMax: 20,
} as const;

export const CUTOUT_SCENES = ['studioWhite', 'studioGrey', 'warmSweep', 'coolSweep', 'podium', 'softDaylight'] as const;
export type TCutoutScene = (typeof CUTOUT_SCENES)[number];

export const ZCutoutRequest = z.object({ fileId: ZFileRef });
export type TCutoutRequest = z.input<typeof ZCutoutRequest>;

const ZHexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const ZCutoutBackground = z.discriminatedUnion('type', [
  z.object({ type: z.literal('transparent') }),
  z.object({ type: z.literal('colour'), colour: ZHexColour }),
  z.object({ type: z.literal('scene'), scene: z.enum(CUTOUT_SCENES) }),
  z.object({ type: z.literal('image'), fileId: ZFileRef }),
]);
export type TCutoutBackground = z.infer<typeof ZCutoutBackground>;

export const ZCutoutComposeRequest = z.object({
  /** The cutout's id from pixianV2. */
  cutoutId: z.number().int().positive(),
  background: ZCutoutBackground,
  /** A soft contact shadow under the subject. */
  shadow: z.boolean().default(true),
});
export type TCutoutComposeRequest = z.input<typeof ZCutoutComposeRequest>;

export interface TCutout {
  id: number;
  sourceFileId: number;
  /** The transparent PNG. */
  resultFileId: number;
  resultFileUrl: string;
  width: number;
  height: number;
  /** K-coins this cutout cost (0 on a free use or a member's plan). */
  costKcoins: number;
  isTrial: boolean;
  createTime: string;
}

export interface TCutoutComposition {
  fileId: number;
  fileUrl: string;
  /** PNG on a transparent backdrop, JPEG on any other. */
  mimeType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

export interface TCutoutPermission {
  isPermission: boolean;
  /** Members cut out without limit (SPEC 6). */
  isUnlimited: boolean;
  /** K-coins the next cutout costs: 0 when unlimited or a free use pays for it. */
  cost: number;
  price: number;
  freeUses: TFreeUses;
}

/** A drawn product photo to try the cutout on without an upload (docs/cutout.md). */
export interface TCutoutSample {
  /** Also the key of its label in the web's catalogue. */
  id: string;
  fileUrl: string;
  width: number;
  height: number;
}

export interface TCutoutDefaults {
  samples: TCutoutSample[];
  scenes: readonly TCutoutScene[];
  input: typeof CUTOUT_INPUT;
}
