import { describe, expect, it } from 'vitest';
import type { AvatarRig } from '../avatar/rig';
import { canvasSize, defaultPlacement, fillCrop, headCrop, overlayBox, rigBoxOnCanvas } from './layout';

function rig(overrides: Partial<AvatarRig>): AvatarRig {
  return {
    width: 600,
    height: 800,
    mode: 'overlay',
    mouthBox: { x: 260, y: 200, width: 80, height: 40 },
    render: () => Promise.resolve(Buffer.alloc(0)),
    ...overrides,
  };
}

describe('canvasSize', () => {
  it('maps ratio and resolution to pixels', () => {
    expect(canvasSize({ ratio: '16:9', resolution: 720 })).toEqual({ width: 1280, height: 720 });
    expect(canvasSize({ ratio: '16:9', resolution: 1080 })).toEqual({ width: 1920, height: 1080 });
    expect(canvasSize({ ratio: '9:16', resolution: 720 })).toEqual({ width: 720, height: 1280 });
    expect(canvasSize({ ratio: '9:16', resolution: 1080 })).toEqual({ width: 1080, height: 1920 });
    expect(canvasSize({ ratio: '1:1', resolution: 720 })).toEqual({ width: 720, height: 720 });
    expect(canvasSize({ ratio: '1:1', resolution: 1080 })).toEqual({ width: 1080, height: 1080 });
  });
});

describe('defaultPlacement', () => {
  const landscape = { width: 1280, height: 720 };

  it('stands a half-body presenter centred on the bottom edge', () => {
    expect(defaultPlacement(rig({}), landscape)).toEqual({ x: 0.5, y: 1, scale: 0.9 });
  });

  it('shows a head-and-shoulders presenter bigger', () => {
    const head = rig({ mouthBox: { x: 260, y: 520, width: 80, height: 40 } });
    expect(defaultPlacement(head, landscape).scale).toBe(1);
  });

  it('keeps a portrait canvas from cutting the presenter at the sides', () => {
    const placement = defaultPlacement(rig({}), { width: 720, height: 1280 });
    expect(overlayBox(rig({}), { width: 720, height: 1280 }, placement).width).toBeLessThanOrEqual(720);
  });
});

describe('overlayBox', () => {
  it('gives even sizes and anchors the bottom edge at y', () => {
    const box = overlayBox(rig({}), { width: 1280, height: 720 }, { x: 0.5, y: 1, scale: 0.9 });
    expect(box).toEqual({ x: 397, y: 72, width: 486, height: 648 });
    expect(box.width % 2).toBe(0);
  });

  it('maps the mouth box onto the canvas', () => {
    const r = rig({});
    const box = { x: 100, y: 50, width: 300, height: 400 };
    expect(rigBoxOnCanvas(r, r.mouthBox, box)).toEqual({ x: 230, y: 150, width: 40, height: 20 });
  });
});

describe('fillCrop', () => {
  const photo = rig({ width: 900, height: 600, mode: 'fill', focus: { x: 600, y: 100, width: 200, height: 250 } });

  it('keeps the face of a landscape photo in a portrait crop', () => {
    const crop = fillCrop(photo, { width: 720, height: 1280 });
    expect(crop.height).toBe(600);
    expect(crop.width).toBe(338);
    expect(crop.x).toBeLessThanOrEqual(600);
    expect(crop.x + crop.width).toBeGreaterThanOrEqual(800);
  });

  it('stays inside the frame when the face is near an edge', () => {
    const crop = fillCrop(
      { ...photo, focus: { x: 850, y: 500, width: 50, height: 100 } },
      { width: 720, height: 1280 },
    );
    expect(crop.x + crop.width).toBe(900);
  });

  it('uses the whole frame when the ratios match, and the centre without a focus', () => {
    expect(fillCrop(photo, { width: 1080, height: 720 })).toEqual({ x: 0, y: 0, width: 900, height: 600 });
    expect(fillCrop({ ...photo, focus: undefined }, { width: 720, height: 720 })).toEqual({
      x: 150,
      y: 0,
      width: 600,
      height: 600,
    });
  });
});

describe('headCrop', () => {
  const portraitRig = rig({
    width: 800,
    height: 1000,
    mode: 'fill',
    focus: { x: 300, y: 200, width: 200, height: 240 },
  });

  it('crops head and shoulders in the box shape, the face about half of it and a little above the middle', () => {
    const crop = headCrop(portraitRig, { width: 218, height: 272 });
    expect(240 / crop.height).toBeGreaterThan(0.5);
    expect(240 / crop.height).toBeLessThan(0.6);
    expect(crop.width / crop.height).toBeCloseTo(218 / 272, 2);
    expect(Math.abs(crop.x + crop.width / 2 - 400)).toBeLessThanOrEqual(1);
    const faceCentre = 200 + 120 - crop.y;
    expect(faceCentre / crop.height).toBeGreaterThan(0.3);
    expect(faceCentre / crop.height).toBeLessThan(0.45);
  });

  it('never crops more than the picture has, and falls back to fillCrop without a face', () => {
    const bigFace = { ...portraitRig, focus: { x: 100, y: 100, width: 600, height: 700 } };
    const crop = headCrop(bigFace, { width: 400, height: 500 });
    expect(crop.height).toBeLessThanOrEqual(1000);
    expect(crop.width).toBeLessThanOrEqual(800);
    expect(crop.x).toBeGreaterThanOrEqual(0);
    expect(crop.y).toBeGreaterThanOrEqual(0);
    const faceless = { ...portraitRig, focus: undefined };
    expect(headCrop(faceless, { width: 400, height: 500 })).toEqual(fillCrop(faceless, { width: 400, height: 500 }));
  });
});
