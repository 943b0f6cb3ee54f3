import { CrownFilled, HeartFilled, HeartOutlined, SoundOutlined } from '@ant-design/icons';
import { Button, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VoiceSource, type TVoice, type TVoiceEngine, type TVoiceQuality } from '@orator/contracts';
import { dubbingLink } from '../dubbing-link';
import { SampleButton } from './sample-player';

/** Engines named on the card; clones and cloud voices have tags of their own. */
type TOfflineEngine = Extract<TVoiceEngine, 'espeak' | 'festival' | 'flite'>;
const OFFLINE_ENGINES: readonly TVoiceEngine[] = ['espeak', 'festival', 'flite'] satisfies TOfflineEngine[];
const isOffline = (engine: TVoiceEngine): engine is TOfflineEngine => OFFLINE_ENGINES.includes(engine);
const QUALITY_COLOR: Record<TVoiceQuality, string> = { clear: 'green', good: 'cyan', basic: 'default' };

interface TVoiceCardProps {
  voice: TVoice;
  /** Saved at least once: the heart is filled, and saving again keeps another manner. */
  isSaved: boolean;
  onSave: () => void;
}

/** A voice of the library: who it sounds like, its sample, and what can be done with it. */
export function VoiceCard({ voice, isSaved, onSave }: TVoiceCardProps) {
  const { t } = useTranslation('voices');
  const testId = `voice-card-${voice.voiceId}`;
  return (
    <li className="voice-card" data-testid={testId}>
      <div className="voice-card__head">
        <SampleButton url={voice.defaultVoiceUrl} name={voice.voiceName} testId={`${testId}-sample`} />
        <div className="voice-card__title">
          <span className="voice-card__name">{voice.voiceName}</span>
          <span className="voice-card__language">{voice.languageName}</span>
        </div>
        <Tooltip title={t(isSaved ? 'card.saveAgain' : 'card.save')}>
          <Button
            type="text"
            shape="circle"
            icon={isSaved ? <HeartFilled className="voice-card__saved" /> : <HeartOutlined />}
            aria-label={t(isSaved ? 'card.saveAgain' : 'card.save')}
            onClick={onSave}
            data-testid={`${testId}-save`}
          />
        </Tooltip>
      </div>
      <div className="voice-card__traits">
        {t(`gender.${voice.gender}`)} · {t(`ageGroup.${voice.ageGroup}`)}
      </div>
      <div className="voice-card__tags">
        {voice.memberOnly && (
          <Tag color="gold" icon={<CrownFilled />} data-testid={`${testId}-member`}>
            {t('card.memberOnly')}
          </Tag>
        )}
        {voice.voiceSource === VoiceSource.Clone && <Tag color="purple">{t('card.myClone')}</Tag>}
        {voice.voiceSource === VoiceSource.Remote && <Tag color="blue">{t('card.cloud')}</Tag>}
        {isOffline(voice.engine) && <Tag data-testid={`${testId}-engine`}>{t(`card.engine.${voice.engine}`)}</Tag>}
        {voice.quality && (
          <Tooltip title={t('card.qualityHint')}>
            <Tag color={QUALITY_COLOR[voice.quality]} data-testid={`${testId}-quality`}>
              {t(`card.quality.${voice.quality}`)}
            </Tag>
          </Tooltip>
        )}
        {voice.styles.map((style) => (
          <Tag key={style} variant="filled">
            {t(`style.${style}`, { defaultValue: style })}
          </Tag>
        ))}
      </div>
      <Link className="voice-card__use" to={dubbingLink(voice.voiceId)} data-testid={`${testId}-dub`}>
        <SoundOutlined /> {t('card.useForDubbing')}
      </Link>
    </li>
  );
}
