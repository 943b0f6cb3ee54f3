import { useTranslation } from 'react-i18next';
import { isEnjoyingSubscription } from '@orator/contracts';
import { AppPath } from '../../../shared/lib/app-paths';
import { useCatalogueSummary } from '../../../shared/catalogue/get-catalogue-summary';
import { useCurrentUser } from '../../../shared/session/get-current-user';
import { ButtonLink } from '../../../shared/ui/button-link';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageLoader } from '../../../shared/ui/page-loader';
import { PlanTag } from '../../../shared/ui/plan-tag';
import { ToolCard } from '../components/tool-card';
import { TOOL_SECTIONS, toolsInDisplayOrder } from '../tool-catalogue';
import './workbench-page.css';

/**
 * Built without antd, as the shell around it (route-table.ts): the first screen after signing in paints without
 * antd's code. Panels and headings are plain elements styled here in antd's look; buttons are links drawn as buttons.
 */
export default function WorkbenchPage() {
  const { t, i18n } = useTranslation('workbench');
  const { data: user } = useCurrentUser();
  const { data: summary } = useCatalogueSummary();

  // The guard loads the user before this page opens; this only covers a cache cleared in another tab.
  if (!user) return <PageLoader />;

  const numberFormat = new Intl.NumberFormat(i18n.language);
  return (
    <div className="workbench">
      <section className="workbench__summary">
        <div className="workbench__panel">
          <h2 className="workbench__greeting" data-testid="workbench-greeting">
            {t('greeting', { nickname: user.nickname })}
          </h2>
          <p className="workbench__subtitle">{t('subtitle')}</p>
          <span className="workbench__secondary" data-testid="workbench-email">
            {user.email ?? t('notSet')}
          </span>
        </div>
        <div className="workbench__panel">
          <dl className="workbench__facts">
            <div>
              <dt>{t('plan')}</dt>
              <dd>
                <PlanTag plan={user.plan} testId="workbench-plan" />
              </dd>
            </div>
            <div>
              <dt>{t('kCoins')}</dt>
              <dd className="workbench__kcoins" data-testid="workbench-kcoins">
                {numberFormat.format(user.kCoinBalance)}
              </dd>
            </div>
          </dl>
          <div className="workbench__account-actions">
            <ButtonLink to={AppPath.Recharge} look="primary">
              {t('topUp')}
            </ButtonLink>
            {!isEnjoyingSubscription(user) && <ButtonLink to={AppPath.Price}>{t('upgrade')}</ButtonLink>}
          </div>
        </div>
      </section>

      <section className="workbench__tools" aria-label={t('toolsTitle')}>
        <h3 className="workbench__section-title">{t('toolsTitle')}</h3>
        {TOOL_SECTIONS.map((section, index) => (
          // The intro tour points at the first group; the whole list is taller than a screen.
          <div
            key={section.key}
            className="workbench__tool-section"
            data-tour={index === 0 ? 'workbench-tools' : undefined}
          >
            <h5 className="workbench__tool-section-title">{t(`sections.${section.key}`)}</h5>
            <div className="workbench__tool-grid">
              {toolsInDisplayOrder(section).map((tool) => (
                <ToolCard key={tool.key} tool={tool} summary={summary} />
              ))}
            </div>
          </div>
        ))}
      </section>

      <section className="workbench__panel workbench__panel--titled" aria-labelledby="workbench-recent-title">
        <h3 id="workbench-recent-title" className="workbench__panel-title">
          {t('recent.title')}
        </h3>
        <EmptyState description={t('recent.empty')} testId="workbench-recent-empty">
          <ButtonLink to={AppPath.Create} look="primary">
            {t('recent.create')}
          </ButtonLink>
        </EmptyState>
      </section>
    </div>
  );
}
