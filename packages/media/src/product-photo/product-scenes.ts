import { seededRandom } from '../lipsync/seeded-random';

export const PRODUCT_SCENE_NAMES = [
  'studioWhite',
  'studioDark',
  'pastelSweep',
  'podium',
  'kitchenCounter',
  'marbleTable',
  'woodTable',
  'garden',
  'meadow',
  'beach',
  'bathroomShelf',
  'livingRoom',
  'neonNight',
] as const;
export type ProductSceneName = (typeof PRODUCT_SCENE_NAMES)[number];

export type KeywordLocale = 'en' | 'zh' | 'pt';

/** Where the scene's key light comes from and what colour it is. */
export interface SceneLight {
  /** Colour temperature in kelvin: 3000 is lamp light, 5500 sun at noon, 6500 and up an overcast sky. */
  kelvin: number;
  /** Direction toward the light in the picture: x -1 left to 1 right, y -1 above to 1 below. */
  from: { x: number; y: number };
  /** How far the product's colours move toward the light's (0-1): a product must stay recognisable. */
  strength: number;
  /** The scene's brightness the product is matched to (1 leaves it as photographed). */
  exposure: number;
  /** A hard light (sun, spot) also casts a longer shadow away from it; `length` is a share of the product's height. */
  castShadow?: { length: number; opacity: number };
}

export interface ProductScene {
  name: ProductSceneName;
  keywords: Record<KeywordLocale, readonly string[]>;
  /** Whose the picture is: our own drawing, or the photograph and its licence. */
  licence: string;
  /** Shares of the frame height, from the top: where the product's base stands, and the camera's eye level. */
  contactY: number;
  horizonY: number;
  /** How tall the product stands at `contactY`, as a share of the frame height. */
  productHeight: number;
  /** Where the product stands across the frame, and how far variants may move it (shares of the frame). */
  x: number;
  xJitter: number;
  yJitter: number;
  light: SceneLight;
  /** How strongly a glossy surface mirrors the product (0 for a matte one). */
  reflectivity: number;
}

const DRAWN = 'Drawn in code for Orator (no image file)';
const MATE = (file: string, author: string) =>
  `Photo ${file} by ${author}, from Debian's mate-backgrounds, GPL-2+ (/usr/share/doc/mate-backgrounds/copyright); surface drawn in code`;

const studio = { x: 0.5, xJitter: 0.05, yJitter: 0.025 };

export const PRODUCT_SCENES: Readonly<Record<ProductSceneName, ProductScene>> = {
  studioWhite: {
    name: 'studioWhite',
    keywords: {
      en: [
        'white',
        'studio',
        'clean',
        'simple',
        'minimal',
        'minimalist',
        'plain',
        'ecommerce',
        'e-commerce',
        'catalog',
      ],
      zh: ['白色', '白底', '纯白', '棚拍', '影棚', '简约', '简洁', '电商', '主图'],
      pt: ['branco', 'branca', 'estúdio', 'limpo', 'simples', 'minimalista', 'fundo branco', 'catálogo', 'e-commerce'],
    },
    licence: DRAWN,
    contactY: 0.8,
    horizonY: 0.42,
    productHeight: 0.54,
    ...studio,
    light: { kelvin: 5800, from: { x: -0.5, y: -1 }, strength: 0.08, exposure: 1.04 },
    reflectivity: 0,
  },
  studioDark: {
    name: 'studioDark',
    keywords: {
      en: ['dark', 'black', 'luxury', 'premium', 'elegant', 'dramatic', 'moody', 'spotlight', 'glossy'],
      zh: ['黑色', '暗黑', '深色', '高端', '高级', '奢华', '奢侈', '质感', '聚光'],
      pt: ['escuro', 'escura', 'preto', 'preta', 'luxo', 'luxuoso', 'premium', 'elegante', 'dramático', 'brilhante'],
    },
    licence: DRAWN,
    contactY: 0.79,
    horizonY: 0.46,
    productHeight: 0.52,
    ...studio,
    light: { kelvin: 5200, from: { x: 0.6, y: -1 }, strength: 0.1, exposure: 0.9 },
    reflectivity: 0.42,
  },
  pastelSweep: {
    name: 'pastelSweep',
    keywords: {
      en: ['pastel', 'pink', 'peach', 'soft', 'cute', 'beauty', 'cosmetics', 'makeup', 'feminine', 'gift'],
      zh: ['粉色', '粉红', '马卡龙', '少女', '可爱', '美妆', '化妆品', '彩妆', '温柔', '礼物'],
      pt: ['pastel', 'rosa', 'pêssego', 'suave', 'fofo', 'fofa', 'beleza', 'cosméticos', 'maquiagem', 'presente'],
    },
    licence: DRAWN,
    contactY: 0.8,
    horizonY: 0.42,
    productHeight: 0.52,
    ...studio,
    light: { kelvin: 5400, from: { x: -0.6, y: -0.8 }, strength: 0.12, exposure: 1.02 },
    reflectivity: 0,
  },
  podium: {
    name: 'podium',
    keywords: {
      en: ['podium', 'pedestal', 'display', 'showcase', 'stage', 'platform', 'plinth', 'geometric', 'cylinder'],
      zh: ['展台', '圆台', '展示台', '台座', '舞台', '几何', '圆柱'],
      pt: ['pódio', 'pedestal', 'expositor', 'vitrine', 'palco', 'plataforma', 'geométrico', 'cilindro'],
    },
    licence: DRAWN,
    contactY: 0.705,
    horizonY: 0.3,
    productHeight: 0.42,
    x: 0.5,
    xJitter: 0.015,
    yJitter: 0.006,
    light: {
      kelvin: 5300,
      from: { x: -0.7, y: -0.8 },
      strength: 0.1,
      exposure: 1,
      castShadow: { length: 0.12, opacity: 0.22 },
    },
    reflectivity: 0,
  },
  kitchenCounter: {
    name: 'kitchenCounter',
    keywords: {
      en: ['kitchen', 'cooking', 'cook', 'food', 'counter', 'breakfast', 'coffee', 'tea', 'baking', 'chef', 'recipe'],
      zh: ['厨房', '烹饪', '做饭', '美食', '食物', '早餐', '咖啡', '茶', '烘焙', '台面', '厨具'],
      pt: [
        'cozinha',
        'cozinhar',
        'comida',
        'bancada',
        'café',
        'café da manhã',
        'chá',
        'padaria',
        'culinária',
        'receita',
      ],
    },
    licence: DRAWN,
    contactY: 0.8,
    horizonY: 0.4,
    productHeight: 0.46,
    ...studio,
    light: {
      kelvin: 4700,
      from: { x: -1, y: -0.5 },
      strength: 0.18,
      exposure: 1,
      castShadow: { length: 0.18, opacity: 0.25 },
    },
    reflectivity: 0,
  },
  marbleTable: {
    name: 'marbleTable',
    keywords: {
      en: ['marble', 'stone', 'jewelry', 'jewellery', 'watch', 'perfume', 'fragrance', 'classic'],
      zh: ['大理石', '石材', '石头', '珠宝', '首饰', '手表', '香水', '经典'],
      pt: ['mármore', 'pedra', 'joia', 'joias', 'relógio', 'perfume', 'fragrância', 'clássico'],
    },
    licence: DRAWN,
    contactY: 0.8,
    horizonY: 0.42,
    productHeight: 0.48,
    ...studio,
    light: { kelvin: 5400, from: { x: 0.8, y: -0.6 }, strength: 0.1, exposure: 1 },
    reflectivity: 0.22,
  },
  woodTable: {
    name: 'woodTable',
    keywords: {
      en: ['wood', 'wooden', 'table', 'tabletop', 'rustic', 'natural', 'organic', 'handmade', 'craft'],
      zh: ['木', '木质', '木头', '木桌', '桌面', '桌子', '原木', '天然', '有机', '手工'],
      pt: ['madeira', 'mesa', 'rústico', 'rústica', 'natural', 'orgânico', 'artesanal', 'feito à mão'],
    },
    licence: DRAWN,
    contactY: 0.8,
    horizonY: 0.4,
    productHeight: 0.46,
    ...studio,
    light: {
      kelvin: 4300,
      from: { x: -0.9, y: -0.6 },
      strength: 0.18,
      exposure: 0.98,
      castShadow: { length: 0.16, opacity: 0.24 },
    },
    reflectivity: 0,
  },
  garden: {
    name: 'garden',
    keywords: {
      en: ['outdoor', 'outdoors', 'outside', 'garden', 'nature', 'green', 'plants', 'flowers', 'spring', 'park', 'eco'],
      zh: ['户外', '室外', '花园', '庭院', '自然', '绿色', '植物', '花', '春天', '春季', '公园', '环保'],
      pt: [
        'ao ar livre',
        'exterior',
        'jardim',
        'natureza',
        'verde',
        'plantas',
        'flores',
        'primavera',
        'parque',
        'ecológico',
      ],
    },
    licence: MATE('Garden.jpg', 'Charles Barbin (2008)'),
    contactY: 0.8,
    horizonY: 0.42,
    productHeight: 0.46,
    ...studio,
    light: {
      kelvin: 5200,
      from: { x: -0.8, y: -0.8 },
      strength: 0.15,
      exposure: 1,
      castShadow: { length: 0.3, opacity: 0.3 },
    },
    reflectivity: 0,
  },
  meadow: {
    name: 'meadow',
    keywords: {
      en: ['grass', 'lawn', 'meadow', 'sky', 'field', 'sunny', 'sun', 'picnic', 'countryside', 'blue sky'],
      zh: ['草地', '草坪', '草原', '天空', '蓝天', '阳光', '晴天', '野餐', '田野', '乡村'],
      pt: ['grama', 'gramado', 'prado', 'céu', 'campo', 'ensolarado', 'sol', 'piquenique', 'céu azul'],
    },
    licence: DRAWN,
    contactY: 0.83,
    horizonY: 0.5,
    productHeight: 0.44,
    ...studio,
    light: {
      kelvin: 5800,
      from: { x: 0.5, y: -1 },
      strength: 0.15,
      exposure: 1.02,
      castShadow: { length: 0.3, opacity: 0.3 },
    },
    reflectivity: 0,
  },
  beach: {
    name: 'beach',
    keywords: {
      en: ['beach', 'sea', 'ocean', 'sand', 'summer', 'vacation', 'holiday', 'tropical', 'coast', 'sunscreen', 'swim'],
      zh: ['海滩', '沙滩', '海边', '海洋', '大海', '夏天', '夏日', '夏季', '度假', '假期', '热带', '防晒'],
      pt: ['praia', 'mar', 'oceano', 'areia', 'verão', 'férias', 'tropical', 'litoral', 'protetor solar', 'piscina'],
    },
    licence: MATE('Dune.jpg', 'Marco Cogoni (2007) and Hylke Bons (2008)'),
    contactY: 0.82,
    horizonY: 0.45,
    productHeight: 0.46,
    ...studio,
    light: {
      kelvin: 5600,
      from: { x: 0.7, y: -0.9 },
      strength: 0.16,
      exposure: 1.03,
      castShadow: { length: 0.4, opacity: 0.34 },
    },
    reflectivity: 0,
  },
  bathroomShelf: {
    name: 'bathroomShelf',
    keywords: {
      en: [
        'bathroom',
        'bath',
        'spa',
        'skincare',
        'skin care',
        'shower',
        'towel',
        'soap',
        'shampoo',
        'lotion',
        'wellness',
      ],
      zh: ['浴室', '卫生间', '洗手间', '护肤', '水疗', '淋浴', '沐浴', '洗浴', '毛巾', '香皂', '洗发水', '乳液'],
      pt: [
        'banheiro',
        'banho',
        'spa',
        'cuidados com a pele',
        'skincare',
        'chuveiro',
        'toalha',
        'sabonete',
        'xampu',
        'loção',
      ],
    },
    licence: DRAWN,
    contactY: 0.79,
    horizonY: 0.45,
    productHeight: 0.44,
    x: 0.5,
    xJitter: 0.05,
    yJitter: 0.015,
    light: { kelvin: 6800, from: { x: 0.8, y: -0.5 }, strength: 0.14, exposure: 1.02 },
    reflectivity: 0.24,
  },
  livingRoom: {
    name: 'livingRoom',
    keywords: {
      en: [
        'living room',
        'home',
        'house',
        'cozy',
        'cosy',
        'sofa',
        'couch',
        'interior',
        'furniture',
        'decor',
        'evening',
      ],
      zh: ['客厅', '家居', '居家', '家', '温馨', '舒适', '沙发', '室内', '家具', '装饰', '傍晚'],
      pt: [
        'sala',
        'sala de estar',
        'casa',
        'lar',
        'aconchegante',
        'sofá',
        'interior',
        'móveis',
        'decoração',
        'noite em casa',
      ],
    },
    licence: DRAWN,
    contactY: 0.81,
    horizonY: 0.42,
    productHeight: 0.44,
    ...studio,
    light: {
      kelvin: 3300,
      from: { x: -0.8, y: -0.6 },
      strength: 0.2,
      exposure: 0.95,
      castShadow: { length: 0.15, opacity: 0.22 },
    },
    reflectivity: 0,
  },
  neonNight: {
    name: 'neonNight',
    keywords: {
      en: [
        'neon',
        'night',
        'party',
        'club',
        'cyberpunk',
        'city',
        'tech',
        'technology',
        'gaming',
        'futuristic',
        'electronic',
      ],
      zh: ['霓虹', '夜晚', '夜景', '夜', '派对', '酒吧', '赛博朋克', '城市', '科技', '电竞', '游戏', '未来', '数码'],
      pt: [
        'neon',
        'noite',
        'festa',
        'balada',
        'cyberpunk',
        'cidade',
        'tecnologia',
        'gamer',
        'jogos',
        'futurista',
        'eletrônico',
      ],
    },
    licence: DRAWN,
    contactY: 0.8,
    horizonY: 0.46,
    productHeight: 0.5,
    ...studio,
    light: { kelvin: 9000, from: { x: -0.8, y: -0.4 }, strength: 0.2, exposure: 0.72 },
    reflectivity: 0.45,
  },
};

/** Scenes a prompt that names none gets, in this order of preference: the looks of a product studio. */
const STUDIO_DEFAULTS: readonly ProductSceneName[] = [
  'studioWhite',
  'podium',
  'marbleTable',
  'pastelSweep',
  'woodTable',
  'studioDark',
];

/** Lower case, accents dropped, so 'Estúdio' matches 'estudio' and 'CAFÉ' matches 'café'. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const HAN = /\p{Script=Han}/u;

/**
 * Whether a prompt names a keyword: Chinese by substring (it has no spaces between words), other languages as whole
 * words, a plural 's' or 'es' allowed.
 */
function mentions(prompt: string, keyword: string): boolean {
  if (HAN.test(keyword)) return prompt.includes(keyword);
  const word = folded(keyword).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${word}(e?s)?($|[^\\p{L}\\p{N}])`, 'u').test(prompt);
}

function matchScore(scene: ProductScene, prompt: string): number {
  const foldedPrompt = folded(prompt);
  let score = 0;
  for (const words of Object.values(scene.keywords)) {
    for (const keyword of words) if (mentions(HAN.test(keyword) ? prompt : foldedPrompt, keyword)) score++;
  }
  return score;
}

/** The seeded shuffle of a list (Fisher-Yates), so ties and defaults vary with the seed but never between runs. */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The scenes for `count` variants of a prompt: those whose keywords (English, Chinese or Portuguese) the prompt
 * names, most named first, then the studio defaults; distinct while the library lasts, and the same for the same
 * prompt and seed.
 */
export function pickProductScenes(prompt: string, count: number, seed: number): ProductSceneName[] {
  const random = seededRandom(seed);
  const scored = shuffled(PRODUCT_SCENE_NAMES, random)
    .map((name) => ({ name, score: matchScore(PRODUCT_SCENES[name], prompt) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score);
  const order: ProductSceneName[] = scored.map((entry) => entry.name);
  // The first defaults are the plain studio looks; the seed varies which of the rest come next.
  const defaults = [...STUDIO_DEFAULTS.slice(0, 2), ...shuffled(STUDIO_DEFAULTS.slice(2), random)];
  for (const name of [...defaults, ...shuffled(PRODUCT_SCENE_NAMES, random)]) {
    if (!order.includes(name)) order.push(name);
  }
  return Array.from({ length: Math.max(0, count) }, (_, i) => order[i % order.length]!);
}

/** Every keyword of a language once, for a UI to offer as chips. */
export function productKeywords(locale: KeywordLocale): string[] {
  const all = PRODUCT_SCENE_NAMES.flatMap((name) => PRODUCT_SCENES[name].keywords[locale]);
  return [...new Set(all)];
}
