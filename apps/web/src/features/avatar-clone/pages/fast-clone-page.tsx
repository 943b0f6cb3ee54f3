import { Alert, Button, Space, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPath } from '../../../shared/lib/app-paths';
import { useClonePrice, useFastClonePermission } from '../api/avatar-clone-api';
import { ShootingGuide } from '../components/shooting-guide';
import { UploadType } from '@orator/contracts';
import '../avatar-clone.css';

const STEPS = ['film', 'upload', 'pay', 'ready'] as const;

/** /fast-clone: the fast clone in four steps, how to film, and the way in. */
export default function FastClonePage() {
  const { t } = useTranslation('avatarClone');
  const price = useClonePrice(UploadType.CloneUpload);
  const permission = useFastClonePermission();
  return (
    <div className="avatar-clone-page">
      <Typography.Title level={2}>{t('offer.fast.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('offer.fast.lead')}</Typography.Paragraph>
      <Steps items={STEPS.map((step) => ({ title: t(`fastSteps.${step}`) }))} />
      <ShootingGuide />
      <Space wrap>
        <Link to={AppPath.FastCloneUpload}>
          <Button type="primary" size="large" data-testid="fast-clone-start">
            {t('offer.fast.start')}
          </Button>
        </Link>
        {price.data && <Typography.Text>{t('offer.price', { count: price.data.priceKcoins })}</Typography.Text>}
      </Space>
      {/* An alert, not warning-coloured text: orange text on the light page is too faint to read. */}
      {permission.data && !permission.data.canSubmit && (
        <Alert
          className="avatar-clone-short"
          type="warning"
          showIcon
          message={t('fastShort')}
          data-testid="fast-clone-short"
        />
      )}
    </div>
  );
}
