import { BACKDROP, Figure } from './model-art';

/**
 * HomeVideoFaceSwap: a face photo on the left goes onto the person in a video frame on the right, drawn like the
 * other landing pictures (no photograph of a real person on a public page).
 */
export function FaceSwapArt() {
  return (
    <svg viewBox="0 0 480 380" aria-hidden="true">
      {BACKDROP}
      <rect width="480" height="380" rx="28" fill="url(#landing-backdrop)" />
      <g transform="translate(28 110)">
        <rect width="120" height="150" rx="18" fill="#fff" stroke="#ececf4" strokeWidth="2" />
        <clipPath id="landing-face-photo">
          <rect width="120" height="150" rx="18" />
        </clipPath>
        <g clipPath="url(#landing-face-photo)">
          <Figure x={60} y={70} scale={0.7} hair="#2f2320" shirt="#17b8c9" />
        </g>
      </g>
      <path d="M160 190 h36" stroke="#6d5efc" strokeWidth="4" strokeLinecap="round" strokeDasharray="2 10" />
      <path d="M192 180 l12 10 l-12 10" fill="none" stroke="#6d5efc" strokeWidth="4" strokeLinecap="round" />
      <rect x="214" y="60" width="240" height="260" rx="18" fill="#1d1b3a" />
      <clipPath id="landing-video-frame">
        <rect x="222" y="68" width="224" height="210" rx="12" />
      </clipPath>
      <rect x="222" y="68" width="224" height="210" rx="12" fill="#e9e6ff" />
      <g clipPath="url(#landing-video-frame)">
        <Figure x={334} y={170} scale={1.05} hair="#2f2320" shirt="#6d5efc" />
      </g>
      <path d="M236 298 l12 -8 v16 z" fill="#fff" />
      <rect x="258" y="296" width="180" height="4" rx="2" fill="#4a4770" />
      <rect x="258" y="296" width="72" height="4" rx="2" fill="#17b8c9" />
    </svg>
  );
}
