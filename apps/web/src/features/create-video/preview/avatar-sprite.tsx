import { useEffect, useRef, type CSSProperties } from 'react';
import { isPhotoAvatar, type TDigitalHuman } from '@orator/contracts';
import { useAudioMouth } from '../studio/studio-context';
import { startBlinking } from './blink';
import { columnPosition, IDLE_POSE, poseColumn, spriteSheetSize, type TPose } from './sprite-frame';
import './avatar-sprite.css';

/** The renderer's default placement (packages/media compose/layout): talking heads fill the height, half bodies 90%. */
const STAND_HEIGHT: Record<string, string> = { head: '100cqh', half: '90cqh', photo: '100cqh' };

/** A sheet whose frame size is not known yet is drawn square rather than not at all. */
function frameAspect({ spriteFrameWidth, spriteFrameHeight }: TDigitalHuman): number {
  return spriteFrameWidth > 0 && spriteFrameHeight > 0 ? spriteFrameWidth / spriteFrameHeight : 1;
}

interface TAvatarSpriteProps {
  avatar: TDigitalHuman;
}

/**
 * The avatar as the renderer draws it: one frame of its sprite sheet, switched for blinks and, while audio
 * plays, for the mouth. Frames change many times a second, so they are written to the element directly
 * instead of re-rendering React.
 */
export function AvatarSprite({ avatar }: TAvatarSpriteProps) {
  const ref = useRef<HTMLDivElement>(null);
  const mouth = useAudioMouth();
  const columnCount = avatar.spriteColumns.length;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const pose: TPose = { ...IDLE_POSE };
    const draw = () => {
      element.style.backgroundPositionX = columnPosition(poseColumn(avatar.spriteColumns, pose), columnCount);
    };
    draw();
    const stopBlinking = startBlinking((eyes) => {
      pose.eyes = eyes;
      draw();
    });
    const stopSpeaking = mouth.subscribe((viseme) => {
      pose.viseme = viseme ?? IDLE_POSE.viseme;
      element.classList.toggle('avatar-sprite--speaking', viseme !== undefined);
      draw();
    });
    return () => {
      stopBlinking();
      stopSpeaking();
    };
  }, [avatar, columnCount, mouth]);

  const placement = isPhotoAvatar(avatar.supportTypeId) ? 'cover' : 'stand';
  return (
    <div
      ref={ref}
      role="img"
      aria-label={avatar.name}
      className={`avatar-sprite avatar-sprite--${placement}`}
      style={
        {
          '--frame-aspect': frameAspect(avatar),
          '--stand-height': STAND_HEIGHT[avatar.framing],
          backgroundImage: `url("${avatar.spriteUrl}")`,
          backgroundSize: spriteSheetSize(columnCount),
        } as CSSProperties
      }
      data-testid="preview-avatar"
    />
  );
}
