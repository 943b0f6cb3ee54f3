import sharp from 'sharp';
import { detectFaces, type DetectedFace } from '../face/detector';
import { composeOver, placeAccessory, softShadow, type PersonLayer } from './accessory-layer';
import { applyBeautyLook } from './beauty';
import { detectBodyPose } from './body-pose';
import { placeGarment } from './clothing';
import { decodeRgb } from '../face/rgb-image';
import { faceAnchors } from './face-anchors';
import { GLASSES_SHADOW, placeGlasses } from './glasses';
import { productLayer } from './product-layer';
import {
  NoBodyFoundError,
  NoFaceFoundError,
  type TryOnEngine,
  type TryOnImage,
  type TryOnKind,
  type TryOnRequest,
} from './try-on-engine';
import { openFace, placeWig, WIG_SHADOW } from './wig';

/** The person photo is worked on at up to this size: SPEC 5 allows 6000 px, a try-on picture needs far fewer. */
const PERSON_MAX_SIDE = 2048;
/** Below this mesh confidence the face is too turned or hidden to fit anything to. */
const MIN_MESH_SCORE = 0.5;
const JPEG_QUALITY = 92;

/** The kinds the offline engine composes: all of them (clothing along the body pose, the rest along the face mesh). */
export const OFFLINE_TRY_ON_KINDS = ['glasses', 'wig', 'beauty', 'clothing'] as const satisfies readonly TryOnKind[];
/** A garment's shadow on the body: short and soft, in shoulder spans. */
const GARMENT_SHADOW = { offset: 0.012, blur: 0.025, opacity: 0.3 } as const;

interface PersonPhoto {
  png: Buffer;
  width: number;
  height: number;
}

interface Person extends PersonPhoto {
  face: DetectedFace;
}

async function decodePerson(photo: Buffer): Promise<PersonPhoto> {
  const { data, info } = await sharp(photo, { autoOrient: true })
    .resize(PERSON_MAX_SIDE, PERSON_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

/** The face the product is fitted to, when the mesh is sure enough of it. */
async function sureFace(person: PersonPhoto): Promise<DetectedFace | undefined> {
  const [face] = await detectFaces(person.png);
  return face && face.score >= MIN_MESH_SCORE ? face : undefined;
}

async function preparePerson(photo: Buffer): Promise<Person> {
  const person = await decodePerson(photo);
  const face = await sureFace(person);
  if (!face) throw new NoFaceFoundError();
  return { ...person, face };
}

/**
 * A garment on the body pose. The face is not required (a photo cut at the chin still shows a body) but is kept in
 * front of the collar when it is found.
 */
async function clothingLayers(photo: Buffer, product: Buffer, signal?: AbortSignal) {
  const person = await decodePerson(photo);
  const pose = await detectBodyPose(await decodeRgb(person.png));
  if (!pose) throw new NoBodyFoundError();
  signal?.throwIfAborted();
  const [garment, face] = await Promise.all([productLayer(product), sureFace(person)]);
  signal?.throwIfAborted();
  const placed = await placeGarment(garment, pose, face, person);
  const shade = await softShadow(
    placed.layer,
    GARMENT_SHADOW.offset * placed.span,
    GARMENT_SHADOW.blur * placed.span,
    GARMENT_SHADOW.opacity,
  );
  return { person, layers: [{ ...placed.layer, rgba: shade }, placed.layer] };
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
 * The CPU engine: the product's own photo composed onto the person along the face mesh or the body pose
 * (docs/ai-model.md): glasses at the eyes, a wig on the head, a beauty look as smoother skin and the product's colour
 * on lips and cheeks, a garment on the shoulders and torso.
 */
export function createOfflineTryOnEngine(): TryOnEngine {
  return {
    name: 'offline:face-mesh-composer',
    kind: 'composed',
    kinds: OFFLINE_TRY_ON_KINDS,
    async tryOn(request: TryOnRequest): Promise<TryOnImage> {
      const { kind } = request;
      if (kind === 'clothing') {
        const { person, layers } = await clothingLayers(request.person, request.product, request.signal);
        return asJpeg(await composeOver(person.png, layers));
      }
      const person = await preparePerson(request.person);
      request.signal?.throwIfAborted();
      if (kind === 'beauty') return asJpeg(await applyBeautyLook(person.png, person.face, request.product));
      const layers = await accessoryLayers(kind, person, request.product);
      request.signal?.throwIfAborted();
      return asJpeg(await composeOver(person.png, layers));
    },
  };
}
