import type { Random } from './random';
import { seededRandom } from './random';
import type { AreaProfile } from './stock-areas';
import { AREA_PROFILES } from './stock-areas';
import { FIRST_NAMES } from './stock-names';
import type {
  StockAgeGroup,
  ClothColour,
  FacialHair,
  Gender,
  Glasses,
  HairColour,
  HairStyle,
  Outfit,
  StockAvatar,
  StockTraits,
} from './stock-traits';
import { AvatarStyle, FACE_SHAPES } from './stock-traits';

const SEED = 0x0a7a7a25;
const MEMBER_ONLY_SHARE = 0.2;

const OUTFITS_BY_GENDER: Record<Gender, readonly Outfit[]> = {
  male: [
    'suit',
    'suit',
    'blazer',
    'shirt',
    'shirt',
    'polo',
    't-shirt',
    'hoodie',
    'sweater',
    'turtleneck',
    'medical-coat',
  ],
  female: [
    'blazer',
    'blazer',
    'blouse',
    'blouse',
    'shirt',
    'polo',
    't-shirt',
    'hoodie',
    'sweater',
    'turtleneck',
    'medical-coat',
  ],
};

/** Colours each garment is sold in; for a medical coat this is the scrubs under it. */
const OUTFIT_COLOURS: Record<Outfit, readonly ClothColour[]> = {
  suit: ['navy', 'charcoal', 'black', 'grey', 'camel'],
  blazer: ['navy', 'charcoal', 'black', 'grey', 'camel', 'burgundy', 'royal', 'white', 'blush', 'forest'],
  shirt: ['white', 'sky', 'lavender', 'blush', 'grey', 'navy', 'olive'],
  polo: ['navy', 'white', 'forest', 'burgundy', 'royal', 'coral', 'mustard', 'teal'],
  't-shirt': ['white', 'black', 'grey', 'navy', 'coral', 'mustard', 'teal', 'olive'],
  hoodie: ['grey', 'black', 'navy', 'forest', 'burgundy', 'mustard', 'teal'],
  blouse: ['white', 'blush', 'coral', 'sky', 'lavender', 'mustard', 'teal', 'burgundy'],
  sweater: ['camel', 'grey', 'navy', 'forest', 'burgundy', 'mustard', 'olive', 'lavender'],
  turtleneck: ['black', 'charcoal', 'camel', 'white', 'burgundy', 'olive'],
  'medical-coat': ['teal', 'navy', 'sky', 'royal', 'forest'],
};

/** Tops under blazers, shirt collars under sweaters, headscarves. */
const ACCENT_COLOURS: readonly ClothColour[] = [
  'burgundy',
  'royal',
  'navy',
  'teal',
  'mustard',
  'coral',
  'white',
  'sky',
  'lavender',
  'blush',
  'forest',
  'grey',
];

/** A suit's accent is its tie, worn on a white shirt, so it must not be pale. */
const TIE_COLOURS: readonly ClothColour[] = ['burgundy', 'royal', 'navy', 'teal', 'mustard', 'forest', 'coral', 'grey'];

const AGE_WEIGHTS: readonly StockAgeGroup[] = [
  'young',
  'young',
  'young',
  'young',
  'middle-aged',
  'middle-aged',
  'middle-aged',
  'old',
  'old',
];
const FACIAL_HAIR_WEIGHTS: readonly FacialHair[] = [
  'none',
  'none',
  'none',
  'none',
  'stubble',
  'stubble',
  'moustache',
  'beard',
  'beard',
  'goatee',
];
const AGED_HAIR: readonly HairColour[] = ['grey', 'white', 'salt-pepper'];

function hairStyle(random: Random, profile: AreaProfile, gender: Gender, age: StockAgeGroup): HairStyle {
  if (gender === 'male' && age === 'old' && random.chance(0.3)) return 'bald';
  return random.pick(gender === 'female' ? profile.femaleHair : profile.maleHair);
}

function hairColour(random: Random, profile: AreaProfile, age: StockAgeGroup): HairColour {
  if (age === 'old') return random.pick(AGED_HAIR);
  if (age === 'middle-aged' && random.chance(0.25)) return 'salt-pepper';
  return random.pick(profile.hairColours);
}

function glasses(random: Random, age: StockAgeGroup): Glasses {
  const share = age === 'old' ? 0.45 : age === 'middle-aged' ? 0.25 : 0.15;
  return random.chance(share) ? random.pick(['round', 'rectangle', 'browline'] as const) : 'none';
}

function traits(random: Random, profile: AreaProfile, gender: Gender, age: StockAgeGroup): StockTraits {
  const outfit = random.pick(OUTFITS_BY_GENDER[gender]);
  const isFemale = gender === 'female';
  return {
    faceShape: random.pick(FACE_SHAPES),
    eyeColour: random.pick(profile.eyeColours),
    hair: hairStyle(random, profile, gender, age),
    hairColour: hairColour(random, profile, age),
    facialHair: isFemale ? 'none' : random.pick(FACIAL_HAIR_WEIGHTS),
    outfit,
    outfitColour: random.pick(OUTFIT_COLOURS[outfit]),
    accentColour: random.pick(outfit === 'suit' ? TIE_COLOURS : ACCENT_COLOURS),
    glasses: glasses(random, age),
    earrings: isFemale && random.chance(0.55) ? random.pick(['studs', 'hoops'] as const) : 'none',
    hasLipColour: isFemale && random.chance(0.5),
  };
}

/** Everything that shows in the picture; two avatars never share it. */
export function appearanceKey(avatar: Pick<StockAvatar, 'gender' | 'ageGroup' | 'skinTone' | 'traits'>): string {
  return JSON.stringify([avatar.gender, avatar.ageGroup, avatar.skinTone, avatar.traits]);
}

function styleTag(random: Random): StockAvatar['styleTag'] {
  const roll = random.next();
  return roll < 0.5 ? AvatarStyle.Realistic : roll < 0.8 ? AvatarStyle.Premium : AvatarStyle.TopTier;
}

/**
 * The name drawn for a presenter, or when another presenter has it the next free one of the list, so
 * that names never repeat. `draw` is in [0, 1).
 */
function freeName(draw: number, names: readonly string[], taken: ReadonlySet<string>): string {
  const start = Math.floor(draw * names.length);
  for (let step = 0; step < names.length; step++) {
    const name = names[(start + step) % names.length] as string;
    if (!taken.has(name)) return name;
  }
  throw new Error('a first-name list is shorter than its presenters');
}

function generate(): StockAvatar[] {
  const random = seededRandom(SEED);
  const seen = new Set<string>();
  const names = new Set<string>();
  const avatars: StockAvatar[] = [];
  for (const profile of AREA_PROFILES) {
    for (let slot = 0; slot < profile.count; slot++) {
      const gender: Gender = slot % 2 === 0 ? 'female' : 'male';
      let candidate: StockAvatar;
      do {
        const ageGroup = random.pick(AGE_WEIGHTS);
        candidate = {
          id: `stock-${String(avatars.length + 1).padStart(4, '0')}`,
          name: freeName(random.next(), FIRST_NAMES[profile.area][gender], names),
          gender,
          ageGroup,
          skinTone: random.pick(profile.skinTones),
          area: profile.area,
          styleTag: styleTag(random),
          framing: random.chance(0.5) ? 'head' : 'half',
          memberOnly: random.chance(MEMBER_ONLY_SHARE),
          traits: traits(random, profile, gender, ageGroup),
        };
      } while (seen.has(appearanceKey(candidate)));
      seen.add(appearanceKey(candidate));
      names.add(candidate.name);
      avatars.push(candidate);
    }
  }
  return avatars;
}

/** The stock presenters, generated from a fixed seed: the same ids and looks on every start. */
export const STOCK_AVATARS: readonly StockAvatar[] = generate();

const BY_ID = new Map(STOCK_AVATARS.map((avatar) => [avatar.id, avatar]));

export function findStockAvatar(id: string): StockAvatar | undefined {
  return BY_ID.get(id);
}
