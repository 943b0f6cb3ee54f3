import { Col, Empty, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewSubtitleForm } from './new-subtitle-form';
import { RecognitionNotice } from './recognition-notice';
import { SubtitleHistory } from './subtitle-history';
import { SubtitleWorkspace } from './subtitle-workspace';
import './audio-subtitle.css';

/**
 * Audio to subtitles (SPEC 7): a new extraction and the past ones on one side, the open one on the other;
 * on a phone they stack, the open subtitles first below the form.
 */
export function AudioSubtitleTool() {
  const { t } = useTranslation('audioSubtitle');
  const [openId, setOpenId] = useState<number>();

  return (
    <div className="audio-subtitle" data-testid="audio-subtitle-tool">
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <RecognitionNotice />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={9}>
          <NewSubtitleForm onStarted={setOpenId} />
        </Col>
        <Col xs={24} lg={15}>
          {openId === undefined ? (
            <Empty description={t('editor.empty')} />
          ) : (
            <SubtitleWorkspace key={openId} id={openId} />
          )}
        </Col>
        <Col xs={24}>
          <SubtitleHistory
            openId={openId}
            onOpen={setOpenId}
            onDeleted={(id) => setOpenId((current) => (current === id ? undefined : current))}
          />
        </Col>
      </Row>
    </div>
  );
}
