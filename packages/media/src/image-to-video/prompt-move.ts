import type { CameraMove } from './camera';

/**
 * The camera move a prompt asks for, in English, Chinese or Portuguese: the one thing of a prompt the offline
 * engine can honour. None named, none returned (shots then take turns).
 */
const MOVE_WORDS: Readonly<Record<CameraMove, RegExp>> = {
  push: /\b(push|zoom(?:s|ing)?\s*in|close[\s-]?up|dolly\s*in|aproxima\w*)\b|推进|推近|拉近|特写|放大/iu,
  pan: /\b(pan(?:s|ning)?|track(?:s|ing)?|slide|sideways|panor[aâ]mic\w*|desliz\w*)\b|平移|横移|摇镜|扫过/iu,
  orbit: /\b(orbit(?:s|ing)?|circle|circling|around|rotat\w*|spin\w*|[oó]rbita|gira\w*|ao\s+redor)\b|环绕|旋转|绕着/iu,
};

export function moveFromPrompt(prompt: string): CameraMove | undefined {
  const text = prompt.normalize('NFC');
  for (const move of ['orbit', 'pan', 'push'] as const) if (MOVE_WORDS[move].test(text)) return move;
  return undefined;
}
