import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AVATAR_CLONE_VIDEO_LIMITS } from '@orator/contracts';

const TIPS = ['framing', 'face', 'alone', 'light', 'still', 'mouth', 'length', 'format'] as const;
const LIMITS = {
  minSec: AVATAR_CLONE_VIDEO_LIMITS.minSec,
  maxMinutes: AVATAR_CLONE_VIDEO_LIMITS.maxSec / 60,
  maxMb: AVATAR_CLONE_VIDEO_LIMITS.maxBytes / (1024 * 1024),
  minSide: AVATAR_CLONE_VIDEO_LIMITS.minShortSide,
};

/** How to film a clone video: the rules the upload check applies, and what makes the clone look good. */
export function ShootingGuide() {
  const { t } = useTranslation('avatarClone');
  return (
    <div className="shooting-guide" data-testid="shooting-guide">
      {TIPS.map((tip) => (
        <Card key={tip} size="small" title={t(`guide.${tip}.title`, LIMITS)}>
          <Typography.Text type="secondary">{t(`guide.${tip}.text`, LIMITS)}</Typography.Text>
        </Card>
      ))}
    </div>
  );
}
