import { CopyOutlined, ExpandAltOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button, Card, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GENERATE_LENGTHS } from '@orator/contracts';
import { showSuccessToast } from '../../../shared/ui/toast';

interface TVariantCardProps {
  title: string;
  text: string;
  /** Known once the whole text is written. */
  length?: number;
  isWriting: boolean;
  testId: string;
  onUseInVideo(text: string): void;
  /** Absent on a text that is itself an extension. */
  onExtend?(text: string, wordCount: number): void;
  isExtending?: boolean;
}

export function VariantCard(props: TVariantCardProps) {
  const { t } = useTranslation('marketing');
  const { text, length, isWriting } = props;
  const longer = GENERATE_LENGTHS.filter((value) => length === undefined || value > length);
  const [chosen, setExtendTo] = useState<number>();
  // The choice is kept only while it is longer than the text, which is known once the text is whole.
  const extendTo = longer.find((value) => value === chosen) ?? longer[0];
  const isReady = !isWriting && text.length > 0;

  async function copy() {
    await navigator.clipboard.writeText(text).then(
      () => showSuccessToast(t('copied')),
      () => undefined,
    );
  }

  return (
    <Card
      size="small"
      title={props.title}
      extra={length !== undefined && <span className="marketing-muted">{t('length', { count: length })}</span>}
      data-testid={props.testId}
    >
      <div
        className="marketing-variant__text"
        aria-live="polite"
        aria-busy={isWriting}
        data-testid={`${props.testId}-text`}
      >
        {text}
        {isWriting && <span className="marketing-variant__caret" aria-hidden />}
      </div>
      <Space wrap className="marketing-variant__actions">
        <Button
          icon={<CopyOutlined />}
          disabled={!isReady}
          onClick={() => void copy()}
          data-testid={`${props.testId}-copy`}
        >
          {t('copy')}
        </Button>
        <Button
          type="primary"
          icon={<VideoCameraOutlined />}
          disabled={!isReady}
          onClick={() => props.onUseInVideo(text)}
          data-testid={`${props.testId}-use`}
        >
          {t('useInVideo')}
        </Button>
        {props.onExtend && length !== undefined && extendTo !== undefined && (
          <Space.Compact>
            <Select
              value={extendTo}
              onChange={setExtendTo}
              options={longer.map((value) => ({ value, label: t('words', { count: value }) }))}
              aria-label={t('extendLength')}
              disabled={!isReady}
              style={{ width: 130 }}
            />
            <Button
              icon={<ExpandAltOutlined />}
              disabled={!isReady || props.isExtending}
              onClick={() => props.onExtend?.(text, extendTo)}
              data-testid={`${props.testId}-extend`}
            >
              {t('extend')}
            </Button>
          </Space.Compact>
        )}
      </Space>
    </Card>
  );
}
