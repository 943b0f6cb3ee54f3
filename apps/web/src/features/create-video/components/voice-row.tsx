import { CheckCircleFilled } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TVoice } from '@orator/contracts';
import { MemberBadge } from './member-badge';
import { SampleButton } from './sample-button';

interface TVoiceRowProps {
  voice: TVoice;
  isSelected: boolean;
  onSelect: () => void;
  testId: string;
}

/** A voice with its sample, who it sounds like and the styles it speaks in. */
export function VoiceRow({ voice, isSelected, onSelect, testId }: TVoiceRowProps) {
  const { t } = useTranslation('create');
  return (
    <li className={`voice-row${isSelected ? ' is-selected' : ''}`}>
      <SampleButton url={voice.defaultVoiceUrl} name={voice.voiceName} testId={`${testId}-sample`} />
      <button
        type="button"
        className="voice-row__pick"
        onClick={onSelect}
        aria-pressed={isSelected}
        data-testid={testId}
      >
        <span className="voice-row__name">
          {voice.voiceName}
          {isSelected && <CheckCircleFilled className="voice-row__check" />}
        </span>
        <span className="voice-row__meta">
          {t(`gender.${voice.gender}`)} · {t(`ageGroup.${voice.ageGroup}`)} · {voice.languageName}
        </span>
        <span className="voice-row__styles">
          {voice.styles.map((style) => (
            <Tag key={style} variant="filled">
              {t(`voiceStyle.${style}`, { defaultValue: style })}
            </Tag>
          ))}
        </span>
      </button>
      {voice.memberOnly && <MemberBadge />}
    </li>
  );
}
