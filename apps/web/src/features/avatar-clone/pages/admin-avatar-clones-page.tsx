import { useTranslation } from 'react-i18next';
import { CloneReviewPage } from '../../../shared/clone-review/clone-review-page';
import { useAvatarReviewDecision, useAvatarReviewList } from '../api/avatar-clone-api';
import '../avatar-clone.css';

/** The operator's review of customised avatar clones: watch the video, approve, or reject with a reason. */
export default function AdminAvatarClonesPage() {
  const { t } = useTranslation('avatarClone');
  return (
    <CloneReviewPage
      namespace="avatarClone"
      testIdPrefix="avatar-"
      pageClassName="avatar-clone-page"
      cardClassName="avatar-clone-card"
      useWaiting={useAvatarReviewList}
      useDecision={useAvatarReviewDecision}
      descriptionColumns={1}
      fields={(clone) => [
        {
          key: 'duration',
          label: t('field.duration'),
          children: t('seconds', { count: Math.round(clone.videoDurationSec) }),
        },
      ]}
      renderCard={(clone, { details, actions }) => (
        <div className="avatar-clone-card__body">
          <video className="avatar-clone-card__media" src={clone.videoUrl} controls preload="metadata" />
          <div className="avatar-clone-card__details">
            {details}
            {actions}
          </div>
        </div>
      )}
    />
  );
}
