import type { ReactNode } from 'react';

/**
 * Drawn pictures of the AI model pages. No photograph: the stock portraits' provenance does not allow them on a
 * public page (docs/licences.md), so a person is a drawing and the products are what the tool fits to them.
 */

const SKIN = '#f2c7a5';
const SKIN_SHADE = '#e2ad88';

interface TFigureProps {
  x: number;
  y: number;
  scale: number;
  hair: string;
  shirt: string;
  hasGlasses?: boolean;
  lips?: string;
}

/** A head-and-shoulders figure at (x, y), its head centre, wearing the given hair, shirt and glasses. */
export function Figure({ x, y, scale, hair, shirt, hasGlasses = false, lips = '#c9706b' }: TFigureProps) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path d="M-96 150 C-92 92 -52 74 0 74 C52 74 92 92 96 150 Z" fill={shirt} />
      <path d="M-18 40 h36 v44 c-10 10 -26 10 -36 0 z" fill={SKIN_SHADE} />
      <path d="M-64 118 C-88 60 -84 -34 -60 -58 C-34 -84 34 -84 60 -58 C84 -34 88 60 64 118 Z" fill={hair} />
      <ellipse cx="0" cy="0" rx="48" ry="60" fill={SKIN} />
      <path d="M-52 -6 C-60 -86 60 -86 52 -6 C40 -40 -40 -40 -52 -6 Z" fill={hair} />
      <ellipse cx="-18" cy="2" rx="5" ry="6" fill="#3a2a25" />
      <ellipse cx="18" cy="2" rx="5" ry="6" fill="#3a2a25" />
      <path d="M-14 36 q14 10 28 0" stroke={lips} strokeWidth="6" strokeLinecap="round" fill="none" />
      <ellipse cx="-28" cy="22" rx="9" ry="5" fill="#f29b94" opacity=".45" />
      <ellipse cx="28" cy="22" rx="9" ry="5" fill="#f29b94" opacity=".45" />
      {hasGlasses && (
        <g fill="rgb(255 255 255 / 25%)" stroke="#1d1b3a" strokeWidth="4">
          <rect x="-40" y="-10" width="32" height="24" rx="8" />
          <rect x="8" y="-10" width="32" height="24" rx="8" />
          <path d="M-8 -2 q8 -6 16 0" fill="none" />
        </g>
      )}
    </g>
  );
}

/** A product photo on a card: the picture the tool starts from. */
function ProductCard({ x, y, children }: { x: number; y: number; children: ReactNode }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width="92" height="92" rx="16" fill="#fff" stroke="#ececf4" strokeWidth="2" />
      {children}
    </g>
  );
}

export const BACKDROP = (
  <defs>
    <linearGradient id="landing-backdrop" x1="0" x2="1" y1="0" y2="1">
      <stop offset="0" stopColor="#f0eeff" />
      <stop offset="1" stopColor="#e6f8fb" />
    </linearGradient>
  </defs>
);

/** HomeModel: product photos on the left, the model wearing them on the right. */
export function ModelArt() {
  return (
    <svg viewBox="0 0 480 380" aria-hidden="true">
      {BACKDROP}
      <rect width="480" height="380" rx="28" fill="url(#landing-backdrop)" />
      <ProductCard x={28} y={36}>
        <g fill="none" stroke="#1d1b3a" strokeWidth="4">
          <rect x="12" y="36" width="30" height="22" rx="8" />
          <rect x="50" y="36" width="30" height="22" rx="8" />
          <path d="M42 44 q4 -4 8 0" />
        </g>
      </ProductCard>
      <ProductCard x={28} y={144}>
        <path
          d="M18 80 C10 40 26 14 46 14 C66 14 82 40 74 80 L62 80 C66 50 58 36 46 36 C34 36 26 50 30 80 Z"
          fill="#7a4a2b"
        />
      </ProductCard>
      <ProductCard x={28} y={252}>
        <path d="M20 30 l16 -12 q10 8 20 0 l16 12 l-8 12 l-6 -4 v40 h-24 v-40 l-6 4 z" fill="#6d5efc" />
      </ProductCard>
      <path d="M140 190 h50" stroke="#6d5efc" strokeWidth="4" strokeLinecap="round" strokeDasharray="2 10" />
      <path d="M186 180 l12 10 l-12 10" fill="none" stroke="#6d5efc" strokeWidth="4" strokeLinecap="round" />
      <rect x="214" y="36" width="236" height="308" rx="22" fill="#fff" />
      <clipPath id="landing-model-frame">
        <rect x="214" y="36" width="236" height="308" rx="22" />
      </clipPath>
      <g clipPath="url(#landing-model-frame)">
        <Figure x={332} y={170} scale={1.25} hair="#7a4a2b" shirt="#6d5efc" hasGlasses />
      </g>
    </svg>
  );
}

/** ModelVirtualTryOn: one face, three wigs. */
export function TryOnArt() {
  const wigs = ['#2b1d16', '#b5793f', '#d9d2c5'];
  return (
    <svg viewBox="0 0 480 380" aria-hidden="true">
      {BACKDROP}
      <rect width="480" height="380" rx="28" fill="url(#landing-backdrop)" />
      {wigs.map((hair, index) => (
        <g key={hair}>
          <clipPath id={`landing-try-on-${index}`}>
            <rect x={24 + index * 148} y="60" width="136" height="260" rx="18" />
          </clipPath>
          <rect x={24 + index * 148} y="60" width="136" height="260" rx="18" fill="#fff" />
          <g clipPath={`url(#landing-try-on-${index})`}>
            <Figure x={92 + index * 148} y={170} scale={0.9} hair={hair} shirt="#22b8cf" hasGlasses={index === 2} />
          </g>
          <circle cx={92 + index * 148} cy="340" r="10" fill={hair} stroke="#fff" strokeWidth="3" />
        </g>
      ))}
    </svg>
  );
}

/** ModelCustom: the visitor's own portrait, framed as an upload, the glasses fitted to it. */
export function OwnPortraitArt() {
  return (
    <svg viewBox="0 0 480 380" aria-hidden="true">
      {BACKDROP}
      <rect width="480" height="380" rx="28" fill="url(#landing-backdrop)" />
      <rect
        x="120"
        y="30"
        width="240"
        height="320"
        rx="22"
        fill="#fff"
        stroke="#6d5efc"
        strokeWidth="3"
        strokeDasharray="10 8"
      />
      <clipPath id="landing-own-frame">
        <rect x="120" y="30" width="240" height="320" rx="22" />
      </clipPath>
      <g clipPath="url(#landing-own-frame)">
        <Figure x={240} y={170} scale={1.3} hair="#3b2a20" shirt="#ffb84d" hasGlasses lips="#b3475a" />
      </g>
      <g transform="translate(330 40)">
        <circle r="26" cx="26" cy="26" fill="#6d5efc" />
        <path d="M26 38 v-22 m-10 10 l10 -10 l10 10" stroke="#fff" strokeWidth="4" fill="none" strokeLinecap="round" />
      </g>
      <g transform="translate(60 270)">
        <circle r="24" cx="24" cy="24" fill="#22b8cf" />
        <path d="M13 25 l7 7 l15 -15" stroke="#fff" strokeWidth="4" fill="none" strokeLinecap="round" />
      </g>
    </svg>
  );
}
