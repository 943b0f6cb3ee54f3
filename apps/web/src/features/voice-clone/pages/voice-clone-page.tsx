import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPath } from '../../../shared/lib/app-paths';
import { formatCents } from '../../../shared/lib/checkout';
import { useClonePrices } from '../api/voice-clone-api';
import { CloneList } from '../components/clone-list';
import '../voice-clone.css';

/** The voice clone intro (instant or pro) and the user's clones with their lifecycle. */
export default function VoiceClonePage() {
  const { t, i18n } = useTranslation('voiceClone');
  const prices = useClonePrices();
  const price = (cents: number | undefined) =>
    prices.data && cents ? t('pricePerYear', { price: formatCents(cents, prices.data.currency, i18n.language) }) : '';

  return (
    <div className="voice-clone-page">
      <Typography.Title level={2}>{t('title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('lead')}</Typography.Paragraph>
      <div className="voice-clone-offers">
        <Card className="voice-clone-offer" data-testid="offer-instant">
          <Typography.Title level={4}>{t('instant.title')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('instant.lead')}</Typography.Paragraph>
          <Typography.Text strong className="voice-clone-offer__price">
            {price(prices.data?.voiceInstant)}
          </Typography.Text>
          <Link to={AppPath.InstantVoiceClone}>
            <Button type="primary" block>
              {t('instant.start')}
            </Button>
          </Link>
        </Card>
        <Card className="voice-clone-offer" data-testid="offer-pro">
          <Typography.Title level={4}>{t('pro.title')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('pro.lead')}</Typography.Paragraph>
          <Typography.Text strong className="voice-clone-offer__price">
            {price(prices.data?.voicePro)}
          </Typography.Text>
          <Link to={AppPath.ProVoiceClone}>
            <Button block>{t('pro.start')}</Button>
          </Link>
        </Card>
      </div>
      <CloneList />
    </div>
  );
}
