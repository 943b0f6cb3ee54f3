import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AREA_PROFILES } from './stock-areas';
import { appearanceKey, findStockAvatar, STOCK_AVATARS } from './stock-catalogue';
import { FIRST_NAMES } from './stock-names';
import {
  AvatarArea,
  AvatarStyle,
  CLOTH_COLOURS,
  EARRINGS,
  EYE_COLOURS,
  FACE_SHAPES,
  FACIAL_HAIR,
  GLASSES,
  HAIR_COLOURS,
  HAIR_STYLES,
  OUTFITS,
  SKIN_TONES,
} from './stock-traits';

const distinct = <T>(values: readonly T[]): Set<T> => new Set(values);

describe('stock avatar catalogue', () => {
  it('holds at least 700 avatars with sequential stable ids', () => {
    expect(STOCK_AVATARS.length).toBeGreaterThanOrEqual(700);
    STOCK_AVATARS.forEach((avatar, i) => expect(avatar.id).toBe(`stock-${String(i + 1).padStart(4, '0')}`));
  });

  it('never gives two avatars the same look', () => {
    expect(distinct(STOCK_AVATARS.map(appearanceKey)).size).toBe(STOCK_AVATARS.length);
  });

  it('gives every presenter a name no other presenter has, however it is spelled', () => {
    // "Li Na" and "Lina", or "Ji-woo" and "Jiwoo", would read as the same name in the picker.
    const spoken = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');
    expect(STOCK_AVATARS).toHaveLength(756);
    expect(distinct(STOCK_AVATARS.map((avatar) => spoken(avatar.name))).size).toBe(STOCK_AVATARS.length);
    const table = Object.values(FIRST_NAMES).flatMap((byGender) => [...byGender.female, ...byGender.male]);
    expect(distinct(table.map(spoken)).size).toBe(table.length);
  });

  it("names each presenter from their area's names for their gender", () => {
    for (const avatar of STOCK_AVATARS) {
      expect(FIRST_NAMES[avatar.area][avatar.gender], avatar.id).toContain(avatar.name);
    }
  });

  it('covers both genders, every area, skin tone, age, style tag, framing, hair style and outfit', () => {
    const values = <K extends 'gender' | 'area' | 'skinTone' | 'ageGroup' | 'styleTag' | 'framing'>(key: K) =>
      distinct(STOCK_AVATARS.map((avatar) => avatar[key]));
    expect(values('gender')).toEqual(distinct(['female', 'male']));
    expect(values('area')).toEqual(distinct(Object.values(AvatarArea)));
    expect(values('skinTone')).toEqual(distinct(SKIN_TONES));
    expect(values('ageGroup')).toEqual(distinct(['young', 'middle-aged', 'old']));
    expect(values('styleTag')).toEqual(distinct(Object.values(AvatarStyle)));
    expect(values('framing')).toEqual(distinct(['head', 'half']));
    expect(distinct(STOCK_AVATARS.map((a) => a.traits.hair))).toEqual(distinct(HAIR_STYLES));
    expect(distinct(STOCK_AVATARS.map((a) => a.traits.outfit))).toEqual(distinct(OUTFITS));
    expect(SKIN_TONES.length).toBeGreaterThanOrEqual(8);
  });

  it('uses only the trait values the art knows how to draw', () => {
    for (const { traits } of STOCK_AVATARS) {
      expect(FACE_SHAPES).toContain(traits.faceShape);
      expect(EYE_COLOURS).toContain(traits.eyeColour);
      expect(HAIR_COLOURS).toContain(traits.hairColour);
      expect(FACIAL_HAIR).toContain(traits.facialHair);
      expect(CLOTH_COLOURS).toContain(traits.outfitColour);
      expect(CLOTH_COLOURS).toContain(traits.accentColour);
      expect(GLASSES).toContain(traits.glasses);
      expect(EARRINGS).toContain(traits.earrings);
    }
  });

  it('keeps about a fifth of the avatars for members', () => {
    const share = STOCK_AVATARS.filter((avatar) => avatar.memberOnly).length / STOCK_AVATARS.length;
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.25);
  });

  it("draws skin tone, natural hair colour and hair style from the avatar's area", () => {
    for (const avatar of STOCK_AVATARS) {
      const profile = AREA_PROFILES.find((p) => p.area === avatar.area);
      expect(profile?.skinTones).toContain(avatar.skinTone);
      if (avatar.ageGroup === 'young') expect(profile?.hairColours).toContain(avatar.traits.hairColour);
      const styles = avatar.gender === 'female' ? profile?.femaleHair : [...(profile?.maleHair ?? []), 'bald'];
      expect(styles).toContain(avatar.traits.hair);
    }
  });

  it('gives facial hair only to men and grey or white hair to every old avatar', () => {
    for (const avatar of STOCK_AVATARS) {
      if (avatar.gender === 'female') expect(avatar.traits.facialHair).toBe('none');
      if (avatar.ageGroup === 'old') expect(['grey', 'white', 'salt-pepper']).toContain(avatar.traits.hairColour);
    }
  });

  it('comes out the same on every run, so saved projects keep their presenter', () => {
    // Changing the generator changes what existing ids look like: update these hashes deliberately.
    const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
    const looks = STOCK_AVATARS.map(({ name: _name, ...look }) => look);
    expect(sha256(looks)).toBe('6a7683c3b3300ac9a2654cd3df231ac96cd9476d958c3c92d312a30f861623e4');
    expect(sha256(STOCK_AVATARS.map((avatar) => avatar.name))).toBe(
      'd4419f60e68bb0c667e018e2955db2a5f17cac33d3badd5d3feda28e15be2560',
    );
  });

  it('finds an avatar by id and nothing for an unknown id', () => {
    expect(findStockAvatar('stock-0001')).toBe(STOCK_AVATARS[0]);
    expect(findStockAvatar('stock-9999')).toBeUndefined();
  });
});
