import type { AvatarAreaCode, EyeColour, HairColour, HairStyle, SkinTone } from './stock-traits';
import { AvatarArea } from './stock-traits';

/** What looks plausible for people from one catalogue area; the generator draws only from these. */
export interface AreaProfile {
  area: AvatarAreaCode;
  /** How many catalogue avatars come from this area. */
  count: number;
  skinTones: readonly SkinTone[];
  /** Natural colours; grey and white come with age. */
  hairColours: readonly HairColour[];
  eyeColours: readonly EyeColour[];
  /** Repeats weight a style up. */
  femaleHair: readonly HairStyle[];
  maleHair: readonly HairStyle[];
}

const DARK_EYES: readonly EyeColour[] = ['dark-brown', 'dark-brown', 'brown'];

export const AREA_PROFILES: readonly AreaProfile[] = [
  {
    area: AvatarArea.Asian,
    count: 120,
    skinTones: ['ivory', 'beige', 'sand'],
    hairColours: ['black', 'black', 'dark-brown', 'brown'],
    eyeColours: DARK_EYES,
    femaleHair: ['long-straight', 'long-straight', 'bob', 'bun', 'ponytail', 'long-wavy', 'short'],
    maleHair: ['short', 'short', 'side-part', 'buzz', 'curly'],
  },
  {
    area: AvatarArea.EuroAmerican,
    count: 180,
    skinTones: ['porcelain', 'ivory', 'beige', 'sand', 'olive'],
    hairColours: ['black', 'dark-brown', 'brown', 'light-brown', 'blonde', 'blonde', 'auburn', 'red'],
    eyeColours: ['blue', 'blue', 'green', 'grey', 'hazel', 'brown', 'dark-brown'],
    femaleHair: ['long-straight', 'long-wavy', 'long-wavy', 'bob', 'bun', 'ponytail', 'curly', 'short'],
    maleHair: ['short', 'side-part', 'side-part', 'buzz', 'curly', 'bald'],
  },
  {
    area: AvatarArea.JapanKorea,
    count: 96,
    skinTones: ['porcelain', 'ivory', 'beige'],
    hairColours: ['black', 'black', 'dark-brown', 'brown', 'light-brown'],
    eyeColours: DARK_EYES,
    femaleHair: ['long-straight', 'long-straight', 'long-wavy', 'bob', 'ponytail', 'bun'],
    maleHair: ['short', 'short', 'side-part', 'buzz'],
  },
  {
    area: AvatarArea.SouthEastAsia,
    count: 84,
    skinTones: ['sand', 'honey', 'olive', 'tan'],
    hairColours: ['black', 'black', 'dark-brown'],
    eyeColours: DARK_EYES,
    femaleHair: ['long-straight', 'long-wavy', 'bob', 'ponytail', 'bun', 'headscarf'],
    maleHair: ['short', 'side-part', 'buzz', 'curly'],
  },
  {
    area: AvatarArea.MiddleEast,
    count: 84,
    skinTones: ['beige', 'sand', 'honey', 'olive'],
    hairColours: ['black', 'black', 'dark-brown', 'brown'],
    eyeColours: ['dark-brown', 'brown', 'hazel', 'green'],
    femaleHair: ['headscarf', 'headscarf', 'headscarf', 'long-wavy', 'long-straight', 'bun', 'curly'],
    maleHair: ['short', 'side-part', 'buzz', 'curly', 'bald'],
  },
  {
    area: AvatarArea.India,
    count: 96,
    skinTones: ['honey', 'olive', 'tan', 'caramel', 'bronze'],
    hairColours: ['black', 'black', 'dark-brown'],
    eyeColours: DARK_EYES,
    femaleHair: ['long-straight', 'long-wavy', 'bun', 'ponytail', 'braids', 'bob'],
    maleHair: ['short', 'side-part', 'side-part', 'buzz', 'curly'],
  },
  {
    area: AvatarArea.Africa,
    count: 96,
    skinTones: ['caramel', 'bronze', 'umber', 'ebony'],
    hairColours: ['black', 'black', 'dark-brown'],
    eyeColours: DARK_EYES,
    femaleHair: ['afro', 'curly', 'braids', 'braids', 'bun', 'bob', 'headscarf', 'short', 'ponytail'],
    maleHair: ['buzz', 'buzz', 'short', 'afro', 'curly', 'bald'],
  },
];
