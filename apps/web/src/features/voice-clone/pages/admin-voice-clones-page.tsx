import { useTranslation } from 'react-i18next';
import { CloneReviewPage } from '../../../shared/clone-review/clone-review-page';
import { useReviewDecision, useReviewList } from '../api/voice-clone-api';
import '../voice-clone.css';

/** The operator's review of pro voice clones (issue #6): listen, approve, or reject with a reason. */
export default function AdminVoiceClonesPage() {
  const { t } = useTranslation('voiceClone');
  return (
    <CloneReviewPage
      namespace="voiceClone"
      testIdPrefix=""
      pageClassName="voice-clone-page"
      cardClassName="clone-card"
      useWaiting={useReviewList}
      useDecision={useReviewDecision}
      descriptionColumns={{ xs: 1, sm: 2, lg: 3 }}
      fields={(clone) => [
        { key: 'gender', label: t('field.gender'), children: t(`gender.${clone.gender}`) },
        { key: 'language', label: t('field.language'), children: clone.languageName },
      ]}
      renderCard={(clone, { details, actions }) => (
        <>
          {details}
          <audio
            className="clone-card__sample"
            controls
            preload="none"
            src={clone.sampleUrl}
            aria-label={t('field.sample')}
          />
          {actions}
        </>
      )}
    />
  );
}
