/**
 * What a stock avatar is made of: catalogue tags fixed by the API (area and style codes) and the
 * appearance traits the SVG art is drawn from. Kept free of Node APIs so the web app can share it.
 */

/** `areaTypeIds` filter values of the avatar list (API-NOTES). */
export const AvatarArea = {
  Asian: 140,
  EuroAmerican: 141,
  JapanKorea: 142,
  SouthEastAsia: 143,
  MiddleEast: 144,
  India: 145,
  Africa: 146,
} as const;
export type AvatarAreaCode = (typeof AvatarArea)[keyof typeof AvatarArea];

/** Style `tagIds` of the avatar list (API-NOTES). */
export const AvatarStyle = {
  Realistic: 137,
  Premium: 138,
  TopTier: 139,
} as const;
export type AvatarStyleCode = (typeof AvatarStyle)[keyof typeof AvatarStyle];

export type Gender = 'female' | 'male';
export type StockAgeGroup = 'young' | 'middle-aged' | 'old';
/** head: shoulders up, a talking head. half: down to the waist, with arms. */
export type Framing = 'head' | 'half';

/** Lightest to deepest. */
export const SKIN_TONES = [
  'porcelain',
  'ivory',
  'beige',
  'sand',
  'honey',
  'olive',
  'tan',
  'caramel',
  'bronze',
  'umber',
  'ebony',
] as const;
export type SkinTone = (typeof SKIN_TONES)[number];

export const HAIR_STYLES = [
  'short',
  'buzz',
  'side-part',
  'curly',
  'afro',
  'long-straight',
  'long-wavy',
  'bob',
  'bun',
  'ponytail',
  'braids',
  'headscarf',
  'bald',
] as const;
export type HairStyle = (typeof HAIR_STYLES)[number];

export const HAIR_COLOURS = [
  'black',
  'dark-brown',
  'brown',
  'light-brown',
  'blonde',
  'auburn',
  'red',
  'salt-pepper',
  'grey',
  'white',
] as const;
export type HairColour = (typeof HAIR_COLOURS)[number];

export const OUTFITS = [
  'suit',
  'blazer',
  'shirt',
  'polo',
  't-shirt',
  'hoodie',
  'blouse',
  'sweater',
  'turtleneck',
  'medical-coat',
] as const;
export type Outfit = (typeof OUTFITS)[number];

export const CLOTH_COLOURS = [
  'navy',
  'charcoal',
  'black',
  'grey',
  'white',
  'sky',
  'royal',
  'teal',
  'forest',
  'olive',
  'burgundy',
  'coral',
  'mustard',
  'lavender',
  'camel',
  'blush',
] as const;
export type ClothColour = (typeof CLOTH_COLOURS)[number];

export const FACIAL_HAIR = ['none', 'stubble', 'moustache', 'beard', 'goatee'] as const;
export type FacialHair = (typeof FACIAL_HAIR)[number];

export const GLASSES = ['none', 'round', 'rectangle', 'browline'] as const;
export type Glasses = (typeof GLASSES)[number];

export const EARRINGS = ['none', 'studs', 'hoops'] as const;
export type Earrings = (typeof EARRINGS)[number];

export const EYE_COLOURS = ['dark-brown', 'brown', 'hazel', 'green', 'blue', 'grey'] as const;
export type EyeColour = (typeof EYE_COLOURS)[number];

export const FACE_SHAPES = ['oval', 'round', 'square', 'heart'] as const;
export type FaceShape = (typeof FACE_SHAPES)[number];

export interface StockTraits {
  faceShape: FaceShape;
  eyeColour: EyeColour;
  hair: HairStyle;
  /** For a headscarf, the scarf's colour is `accentColour`; hairColour still tints brows. */
  hairColour: HairColour;
  facialHair: FacialHair;
  outfit: Outfit;
  outfitColour: ClothColour;
  /** Tie, shirt under a jacket, headscarf. */
  accentColour: ClothColour;
  glasses: Glasses;
  earrings: Earrings;
  hasLipColour: boolean;
}

export interface StockAvatar {
  /** Stable: 'stock-0001' ... */
  id: string;
  /** First name. */
  name: string;
  gender: Gender;
  ageGroup: StockAgeGroup;
  skinTone: SkinTone;
  area: AvatarAreaCode;
  styleTag: AvatarStyleCode;
  framing: Framing;
  memberOnly: boolean;
  traits: StockTraits;
}
