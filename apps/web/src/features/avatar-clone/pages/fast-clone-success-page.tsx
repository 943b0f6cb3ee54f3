import { Button, Result, Space, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { TAvatarCloneState } from '@orator/contracts';
import { AppPath } from '../../../shared/lib/app-paths';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useAvatarClone } from '../api/avatar-clone-api';
import '../avatar-clone.css';

const STEPS: readonly TAvatarCloneState[] = ['paid', 'review', 'synthesis', 'success'];

/** /fast-clone-success?id=: the paid clone moving through review and preparation, polled until it is ready. */
export default function FastCloneSuccessPage() {
  const { t } = useTranslation('avatarClone');
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || undefined;
  const clone = useAvatarClone(id);
  if (clone.isLoading) return <PageLoader />;
  const status = clone.data?.status;
  const current = status ? STEPS.indexOf(status) : -1;
  const isReady = status === 'success';
  const isRefused = status !== undefined && current < 0;

  return (
    <div className="avatar-clone-page avatar-clone-page--form">
      <Result
        status={isReady ? 'success' : isRefused ? 'warning' : 'info'}
        title={<span data-testid="fast-clone-success-title">{t(isReady ? 'success.ready' : 'success.title')}</span>}
        subTitle={clone.data?.reason ?? (status ? t(`statusHint.${status}`) : t('success.lead'))}
        extra={
          <Space wrap>
            {isReady && (
              <Link to={`${AppPath.Create}?tab=clones`}>
                <Button type="primary" data-testid="fast-clone-make-video">
                  {t('action.makeVideo')}
                </Button>
              </Link>
            )}
            <Link to={AppPath.Avatars}>
              <Button data-testid="fast-clone-my-avatars">{t('success.myAvatars')}</Button>
            </Link>
          </Space>
        }
      />
      {!isRefused && (
        <Steps
          current={Math.max(0, current)}
          status={isReady ? 'finish' : 'process'}
          items={STEPS.map((step) => ({ title: t(`status.${step}`) }))}
        />
      )}
    </div>
  );
}
