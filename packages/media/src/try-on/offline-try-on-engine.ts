import sharp from 'sharp';
import { detectFaces, type DetectedFace } from '../face/detector';
import { composeOver, placeAccessory, softShadow, type PersonLayer } from './accessory-layer';
import { applyBeautyLook } from './beauty';
import { faceAnchors } from './face-anchors';
import { GLASSES_SHADOW, placeGlasses } from './glasses';
import { productLayer } from './product-layer';
import {
  NoFaceFoundError,
  type TryOnEngine,
  type TryOnImage,
  type TryOnKind,
  type TryOnRequest,
  UnsupportedTryOnKindError,
} from './try-on-engine';
import { openFace, placeWig, WIG_SHADOW } from './wig';

/** The person photo is worked on at up to this size: SPEC 5 allows 6000 px, a try-on picture needs far fewer. */
const PERSON_MAX_SIDE = 2048;
/** Below this mesh confidence the face is too turned or hidden to fit anything to. */
const MIN_MESH_SCORE = 0.5;
const JPEG_QUALITY = 92;

/** The kinds the offline engine composes: clothing needs a body pose model it does not have. */
export const OFFLINE_TRY_ON_KINDS = ['glasses', 'wig', 'beauty'] as const satisfies readonly TryOnKind[];

interface Person {
  png: Buffer;
  width: number;
  height: number;
  face: DetectedFace;
}

async function preparePerson(photo: Buffer): Promise<Person> {
  const { data, info } = await sharp(photo, { autoOrient: true })
    .resize(PERSON_MAX_SIDE, PERSON_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  const [face] = await detectFaces(data);
  if (!face || face.score < MIN_MESH_SCORE) throw new NoFaceFoundError();
  return { png: data, width: info.width, height: info.height, face };
}

/** An accessory layer and the soft shadow it casts on the skin (sizes in shares of the temple width). */
async function withShadow(
  layer: PersonLayer,
  span: number,
  shadow: { offset: number; blur: number; opacity: number },
): Promise<PersonLayer[]> {
  const shade = await softShadow(layer, shadow.offset * span, shadow.blur * span, shadow.opacity);
  return [{ ...layer, rgba: shade }, layer];
}

async function accessoryLayers(kind: 'glasses' | 'wig', person: Person, product: Buffer): Promise<PersonLayer[]> {
  const anchors = faceAnchors(person.face);
  const size = { width: person.width, height: person.height };
  if (kind === 'glasses') {
    const glasses = await placeAccessory(
      await productLayer(product, { seeThrough: true }),
      placeGlasses(anchors),
      size,
    );
    return withShadow(glasses, anchors.templeWidth, GLASSES_SHADOW);
  }
  const wig = await placeAccessory(await productLayer(product), placeWig(anchors), size);
  await openFace(wig, person.face.mesh, anchors);
  return withShadow(wig, anchors.templeWidth, WIG_SHADOW);
}

async function asJpeg(image: Buffer): Promise<TryOnImage> {
  const body = await sharp(image).jpeg({ quality: JPEG_QUALITY }).toBuffer();
  const meta = await sharp(body).metadata();
  return { body, mimeType: 'image/jpeg', ext: 'jpg', width: meta.width, height: meta.height };
}

/**
 * The CPU engine: the product's own photo composed onto the person along the face mesh (docs/ai-model.md): glasses
 * at the eyes, a wig on the head, a beauty look as smoother skin and the product's colour on lips and cheeks.
 */
export function createOfflineTryOnEngine(): TryOnEngine {
  return {
    name: 'offline:face-mesh-composer',
    kind: 'composed',
    kinds: OFFLINE_TRY_ON_KINDS,
    async tryOn(request: TryOnRequest): Promise<TryOnImage> {
      const { kind } = request;
      if (kind === 'clothing') throw new UnsupportedTryOnKindError(kind);
      const person = await preparePerson(request.person);
      request.signal?.throwIfAborted();
      if (kind === 'beauty') return asJpeg(await applyBeautyLook(person.png, person.face, request.product));
      const layers = await accessoryLayers(kind, person, request.product);
      request.signal?.throwIfAborted();
      return asJpeg(await composeOver(person.png, layers));
    },
  };
}
