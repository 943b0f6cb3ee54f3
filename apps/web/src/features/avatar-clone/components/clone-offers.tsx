import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UploadType, type TAvatarCloneUploadType } from '@orator/contracts';
import { AppPath } from '../../../shared/lib/app-paths';
import { useClonePrice } from '../api/avatar-clone-api';

function Offer({ uploadTypeId }: { uploadTypeId: TAvatarCloneUploadType }) {
  const { t } = useTranslation('avatarClone');
  const price = useClonePrice(uploadTypeId);
  const kind = uploadTypeId === UploadType.CloneCustomised ? 'customised' : 'fast';
  const target =
    uploadTypeId === UploadType.CloneCustomised
      ? `${AppPath.FastCloneUpload}?type=${UploadType.CloneCustomised}`
      : AppPath.FastCloneUpload;
  return (
    <Card className="avatar-clone-offer" data-testid={`offer-${kind}`}>
      <Typography.Title level={4}>{t(`offer.${kind}.title`)}</Typography.Title>
      <Typography.Paragraph type="secondary">{t(`offer.${kind}.lead`)}</Typography.Paragraph>
      {price.data && <Typography.Text strong>{t('offer.price', { count: price.data.priceKcoins })}</Typography.Text>}
      <Link to={target} className="avatar-clone-offer__start">
        <Button type={kind === 'fast' ? 'primary' : 'default'} block data-testid={`offer-${kind}-start`}>
          {t(`offer.${kind}.start`)}
        </Button>
      </Link>
    </Card>
  );
}

/** The two ways to clone: fast (checked automatically, ready in minutes) and customised (reviewed by people). */
export function CloneOffers() {
  return (
    <div className="avatar-clone-offers">
      <Offer uploadTypeId={UploadType.CloneUpload} />
      <Offer uploadTypeId={UploadType.CloneCustomised} />
    </div>
  );
}
