import sharp from 'sharp';

/**
 * Product photos for the try-on tests, drawn as a studio shot on a white backdrop: glasses whose parts carry
 * marker colours (picture-left lens green, picture-right lens blue, red bridge) so a test can find where each part
 * landed on the person.
 */
export const GLASSES_MARKERS = {
  bridge: { r: 230, g: 0, b: 0 },
  leftLens: { r: 0, g: 170, b: 60 },
  rightLens: { r: 20, g: 60, b: 255 },
} as const;

const hex = ({ r, g, b }: { r: number; g: number; b: number }) =>
  `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;

export function glassesPhoto(): Promise<Buffer> {
  const { bridge, leftLens, rightLens } = GLASSES_MARKERS;
  // Lens centres at y = 200 of a frame from 120 to 280: the lens line lies halfway down the glasses.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="400">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <rect x="90" y="190" width="70" height="20" fill="#111111"/>
    <rect x="840" y="190" width="70" height="20" fill="#111111"/>
    <rect x="160" y="120" width="300" height="160" rx="50" fill="${hex(leftLens)}" stroke="#111111" stroke-width="18"/>
    <rect x="540" y="120" width="300" height="160" rx="50" fill="${hex(rightLens)}" stroke="#111111" stroke-width="18"/>
    <rect x="460" y="180" width="80" height="40" fill="${hex(bridge)}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 95 }).toBuffer();
}

/** A wig: a dark brown hair shape, round on top and falling to the shoulders, open where the face goes. */
export function wigPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000">
    <rect width="100%" height="100%" fill="#f4f4f4"/>
    <path d="M400 60 C 640 60 740 260 730 520 L 740 940 L 560 940 L 560 520 C 560 330 240 330 240 520 L 240 940 L 60 940 L 70 520 C 60 260 160 60 400 60 Z" fill="#4a2a14"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 95 }).toBuffer();
}

/** A lipstick: a red bullet on a black tube. */
export function lipstickPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <rect x="220" y="380" width="160" height="340" rx="10" fill="#1a1a1a"/>
    <path d="M240 380 L 240 200 L 360 140 L 360 380 Z" fill="#c8102e"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 95 }).toBuffer();
}

/** Marker colours on the T-shirt's shoulders (picture left magenta, right yellow) and its cloth colour. */
export const SHIRT_MARKERS = {
  leftShoulder: { r: 230, g: 0, b: 200 },
  rightShoulder: { r: 250, g: 220, b: 0 },
  cloth: { r: 0x1f, g: 0x7a, b: 0x8c },
} as const;

/**
 * A T-shirt laid flat on white: short sleeves standing out, a round collar, an orange print on the chest and marker
 * squares just inside the shoulder points (the top of the cloth above each side of its body, x = 300 and 700).
 */
export function tShirtPhoto(): Promise<Buffer> {
  const { leftShoulder, rightShoulder, cloth } = SHIRT_MARKERS;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <path d="M430 130 Q 500 215 570 130 L 700 160 L 860 330 L 770 420 L 700 360 L 700 760 L 300 760 L 300 360 L 230 420 L 140 330 L 300 160 Z" fill="${hex(cloth)}"/>
    <circle cx="500" cy="430" r="90" fill="#f08a24"/>
    <rect x="308" y="168" width="36" height="36" fill="${hex(leftShoulder)}"/>
    <rect x="656" y="168" width="36" height="36" fill="${hex(rightShoulder)}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 95 }).toBuffer();
}
