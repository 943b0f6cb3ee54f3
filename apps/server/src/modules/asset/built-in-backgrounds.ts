import type { TLocale } from '@orator/contracts';

/** Solid colours offered first: light studio tones, brand-like accents and dark stages. */
export const BACKGROUND_COLORS = [
  '#eef2f7',
  '#ffffff',
  '#f5efe6',
  '#dfe9f3',
  '#e3f1e6',
  '#fbe4e4',
  '#1f2a44',
  '#0f766e',
  '#4338ca',
  '#111827',
];

interface BuiltInBackground {
  id: string;
  name: Record<TLocale, string>;
  svg: string;
}

const W = 1920;
const H = 1080;

const gradient = (id: string, from: string, to: string, angle = 90) =>
  `<linearGradient id="${id}" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

const frame = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;

function studio(from: string, to: string, glow: string) {
  return frame(
    `${gradient('g', from, to)}<radialGradient id="r" cx=".5" cy=".45" r=".55"><stop offset="0" stop-color="${glow}" stop-opacity=".55"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>`,
    `<rect width="${W}" height="${H}" fill="url(#g)"/><rect width="${W}" height="${H}" fill="url(#r)"/><rect y="${H * 0.78}" width="${W}" height="${H * 0.22}" fill="#000" opacity=".08"/>`,
  );
}

function office(wall: string, accent: string) {
  const windows = Array.from({ length: 4 }, (_, i) => {
    const x = 180 + i * 420;
    return `<rect x="${x}" y="140" width="320" height="460" rx="10" fill="#dbeafe" opacity=".85"/><rect x="${x + 155}" y="140" width="10" height="460" fill="${wall}"/><rect x="${x}" y="365" width="320" height="10" fill="${wall}"/>`;
  }).join('');
  return frame(
    gradient('g', wall, '#e5e7eb'),
    `<rect width="${W}" height="${H}" fill="url(#g)"/>${windows}<rect y="760" width="${W}" height="320" fill="#cbd5e1"/><rect x="120" y="640" width="260" height="120" rx="8" fill="${accent}" opacity=".8"/><circle cx="1700" cy="640" r="70" fill="#65a30d" opacity=".8"/><rect x="1690" y="700" width="20" height="70" fill="#78350f"/>`,
  );
}

function skyline(sky1: string, sky2: string, city: string) {
  let x = 0;
  let seed = 7;
  const towers: string[] = [];
  while (x < W) {
    seed = (seed * 9301 + 49297) % 233280;
    const width = 80 + (seed % 120);
    const height = 220 + (seed % 420);
    towers.push(`<rect x="${x}" y="${H - height}" width="${width - 8}" height="${height}" fill="${city}"/>`);
    x += width;
  }
  return frame(gradient('g', sky1, sky2), `<rect width="${W}" height="${H}" fill="url(#g)"/>${towers.join('')}`);
}

function waves(from: string, to: string, line: string) {
  const paths = Array.from({ length: 6 }, (_, i) => {
    const y = 300 + i * 110;
    return `<path d="M0 ${y} C 480 ${y - 120}, 960 ${y + 120}, 1920 ${y - 40}" stroke="${line}" stroke-width="${3 + i}" fill="none" opacity="${0.15 + i * 0.05}"/>`;
  }).join('');
  return frame(gradient('g', from, to, 30), `<rect width="${W}" height="${H}" fill="url(#g)"/>${paths}`);
}

export const BUILT_IN_BACKGROUNDS: BuiltInBackground[] = [
  {
    id: 'bg-studio-light',
    name: { en: 'Light studio', zh: '明亮演播室', pt: 'Estúdio claro' },
    svg: studio('#f8fafc', '#dbe4ee', '#ffffff'),
  },
  {
    id: 'bg-studio-blue',
    name: { en: 'Blue studio', zh: '蓝色演播室', pt: 'Estúdio azul' },
    svg: studio('#1e3a8a', '#0f172a', '#60a5fa'),
  },
  {
    id: 'bg-studio-warm',
    name: { en: 'Warm studio', zh: '暖色演播室', pt: 'Estúdio quente' },
    svg: studio('#fde68a', '#f59e0b', '#fff7ed'),
  },
  {
    id: 'bg-office',
    name: { en: 'Bright office', zh: '明亮办公室', pt: 'Escritório claro' },
    svg: office('#f1f5f9', '#2563eb'),
  },
  {
    id: 'bg-office-green',
    name: { en: 'Green office', zh: '绿色办公室', pt: 'Escritório verde' },
    svg: office('#ecfdf5', '#059669'),
  },
  {
    id: 'bg-city-day',
    name: { en: 'City by day', zh: '白天城市', pt: 'Cidade de dia' },
    svg: skyline('#bae6fd', '#e0f2fe', '#64748b'),
  },
  {
    id: 'bg-city-night',
    name: { en: 'City at night', zh: '夜晚城市', pt: 'Cidade à noite' },
    svg: skyline('#0b1026', '#312e81', '#1e1b4b'),
  },
  {
    id: 'bg-waves-teal',
    name: { en: 'Teal waves', zh: '青色波浪', pt: 'Ondas verde-azuladas' },
    svg: waves('#0f766e', '#134e4a', '#99f6e4'),
  },
  {
    id: 'bg-waves-purple',
    name: { en: 'Purple waves', zh: '紫色波浪', pt: 'Ondas roxas' },
    svg: waves('#6d28d9', '#1e1b4b', '#c4b5fd'),
  },
  {
    id: 'bg-sunset',
    name: { en: 'Sunset', zh: '日落', pt: 'Pôr do sol' },
    svg: studio('#fb7185', '#7c3aed', '#fde68a'),
  },
];

export function findBuiltInBackground(id: string) {
  return BUILT_IN_BACKGROUNDS.find((background) => background.id === id);
}
