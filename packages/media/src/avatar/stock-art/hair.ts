import type { HairStyle } from '../stock-traits';
import type { Art } from './context';
import type { HairLayers } from './hair-parts';
import { bobHair, braidsHair, bunHair, curlyLongHair, longStraightHair, longWavyHair, ponytailHair } from './hair-long';
import { afroHair, baldHair, buzzHair, curlyShortHair, shortHair, sidePartHair } from './hair-short';
import { headscarf } from './headscarf';

const STYLES: Record<Exclude<HairStyle, 'curly' | 'headscarf'>, (art: Art) => HairLayers> = {
  short: shortHair,
  buzz: buzzHair,
  'side-part': sidePartHair,
  afro: afroHair,
  'long-straight': longStraightHair,
  'long-wavy': longWavyHair,
  bob: bobHair,
  bun: bunHair,
  ponytail: ponytailHair,
  braids: braidsHair,
  bald: baldHair,
};

export function hairLayers(art: Art, jawDrop: number): HairLayers {
  const style = art.avatar.traits.hair;
  if (style === 'headscarf') return headscarf(art, jawDrop);
  // Curly hair is worn short by the men and long by the women of the catalogue.
  if (style === 'curly') return art.isFemale ? curlyLongHair(art) : curlyShortHair(art);
  return STYLES[style](art);
}
