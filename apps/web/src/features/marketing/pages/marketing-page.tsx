import { EditOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Segmented, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  BusinessSource,
  COPY_KEYWORDS_MAX_CHARS,
  COPY_LENGTHS,
  COPY_STYLES,
  DEFAULT_COPY_LENGTH,
  type TCopyLanguage,
  type TCopyStyle,
  type TCopyWriter,
} from '@orator/contracts';
import { currentLocale } from '../../../shared/i18n/i18n';
import { AppPath } from '../../../shared/lib/app-paths';
import { useClientState } from '../../../shared/state/client-state';
import {
  fetchBatchId,
  streamExtension,
  streamRecommendations,
  useCopyLanguages,
} from '../../../shared/api/copywriting';
import { VariantCard } from '../components/variant-card';
import { useCopyRun } from '../use-copy-run';
import '../marketing.css';

/** The interface language when copy can be written in it, so most users never touch the list. */
function preferredLanguage(languages: TCopyLanguage[]): string | undefined {
  return languages.find((l) => l.code === currentLocale())?.code ?? languages[0]?.code;
}

function WriterNote({ writer }: { writer: TCopyWriter | undefined }) {
  const { t } = useTranslation('marketing');
  if (!writer) return null;
  return (
    <p className="marketing-muted" data-testid="copy-writer">
      {writer.kind === 'model' ? t('writer.model', { model: writer.model }) : t('writer.composer')}
    </p>
  );
}

/** SPEC 2 /marketing: marketing copy from keywords, streamed as it is written, then extended or used in a video. */
export default function MarketingPage() {
  const { t } = useTranslation('marketing');
  const navigate = useNavigate();
  const setMarketingText = useClientState((state) => state.setMarketingText);
  const languages = useCopyLanguages();
  const [keywords, setKeywords] = useState('');
  const [chosenLanguage, setLanguage] = useState<string>();
  const [style, setStyle] = useState<TCopyStyle>('productAd');
  const [wordCount, setWordCount] = useState<number>(DEFAULT_COPY_LENGTH);
  const recommendations = useCopyRun(t('failed'));
  const extension = useCopyRun(t('failed'));
  const language = chosenLanguage ?? preferredLanguage(languages.data ?? []);
  const writer = languages.data?.find((l) => l.code === language)?.writer;
  const isWriting = recommendations.run?.status === 'writing';

  const generate = async () => {
    if (!language || !keywords.trim()) return;
    const batchId = await fetchBatchId();
    const body = { batchId, keywords, language, wordCount, style, businessSource: BusinessSource.AiCopy };
    await recommendations.start((handlers, signal) => streamRecommendations(body, handlers, signal));
  };

  const extend = (text: string, target: number) => {
    if (!language) return;
    const body = { keywords, text, language, wordCount: target, style, businessSource: BusinessSource.AiCopy };
    void extension.start((handlers, signal) => streamExtension(body, handlers, signal));
  };

  const useInVideo = (text: string) => {
    setMarketingText(text);
    void navigate(AppPath.Create);
  };

  const run = recommendations.run;
  return (
    <div className="marketing-page">
      <header className="marketing-page__header">
        <h1>{t('title')}</h1>
        <p>{t('subtitle')}</p>
      </header>
      <Card>
        <Form layout="vertical" onFinish={() => void generate()}>
          <Form.Item label={t('keywords.label')} htmlFor="copy-keywords" extra={t('keywords.hint')} required>
            <Input.TextArea
              id="copy-keywords"
              value={keywords}
              onChange={(event) => setKeywords(event.target.value)}
              placeholder={t('keywords.placeholder')}
              maxLength={COPY_KEYWORDS_MAX_CHARS}
              autoSize={{ minRows: 3, maxRows: 6 }}
              data-testid="copy-keywords"
            />
          </Form.Item>
          <div className="marketing-page__options">
            <Form.Item label={t('language')}>
              <Select
                value={language}
                onChange={setLanguage}
                loading={languages.isLoading}
                options={(languages.data ?? []).map((l) => ({ value: l.code, label: l.name }))}
                aria-label={t('language')}
                data-testid="copy-language"
                style={{ minWidth: 160 }}
              />
            </Form.Item>
            <Form.Item label={t('style.label')}>
              <Segmented
                value={style}
                onChange={(value) => setStyle(value as TCopyStyle)}
                options={COPY_STYLES.map((value) => ({ value, label: t(`style.${value}`) }))}
                aria-label={t('style.label')}
                data-testid="copy-style"
              />
            </Form.Item>
            <Form.Item label={t('lengthLabel')}>
              <Segmented
                value={wordCount}
                onChange={(value) => setWordCount(Number(value))}
                options={COPY_LENGTHS.map((value) => ({ value, label: t('words', { count: value }) }))}
                aria-label={t('lengthLabel')}
                data-testid="copy-length"
              />
            </Form.Item>
          </div>
          <WriterNote writer={writer} />
          <Button
            type="primary"
            htmlType="submit"
            icon={<EditOutlined />}
            loading={isWriting}
            disabled={!keywords.trim() || !language}
            data-testid="copy-generate"
          >
            {isWriting ? t('writing') : t('generate')}
          </Button>
        </Form>
      </Card>
      {run?.status === 'failed' && <Alert type="error" showIcon title={run.error} data-testid="copy-error" />}
      {run && run.variants.length > 0 && (
        <section className="marketing-page__variants" aria-label={t('variants')}>
          {run.variants.map((text, index) => (
            <VariantCard
              key={index}
              title={t('variant', { number: index + 1 })}
              text={text}
              length={run.lengths[index]}
              isWriting={run.status === 'writing'}
              testId={`copy-variant-${index}`}
              onUseInVideo={useInVideo}
              onExtend={extend}
              isExtending={extension.run?.status === 'writing'}
            />
          ))}
        </section>
      )}
      {run?.remainingToday !== undefined && (
        <p className="marketing-muted" data-testid="copy-remaining">
          {t('remaining', { count: run.remainingToday })}
        </p>
      )}
      {extension.run?.status === 'failed' && (
        <Alert type="error" showIcon title={extension.run.error} data-testid="copy-extend-error" />
      )}
      {extension.run && extension.run.variants.length > 0 && (
        <VariantCard
          title={t('extended')}
          text={extension.run.variants[0] ?? ''}
          length={extension.run.lengths[0]}
          isWriting={extension.run.status === 'writing'}
          testId="copy-extended"
          onUseInVideo={useInVideo}
        />
      )}
    </div>
  );
}
