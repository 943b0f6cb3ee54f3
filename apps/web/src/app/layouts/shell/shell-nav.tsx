import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { featureView } from '../../../shared/lib/feature-screens';
import { ComingSoonTag } from '../../../shared/ui/coming-soon-tag';
import { useHint } from '../../../shared/ui/hint';
import { SvgIcon } from '../../../shared/ui/svg-icon';
import { activeNavItem, NAV_GROUPS, type TNavItem } from './shell-nav-items';

interface TShellNavProps {
  isCollapsed?: boolean;
  /** Called when an item is chosen, so that the mobile drawer can close. */
  onNavigate?: () => void;
}

interface TNavEntryProps {
  item: TNavItem;
  isActive: boolean;
  isCollapsed: boolean;
  onNavigate?: () => void;
}

/**
 * A link to the screen, the current one marked as the page, or, for a tool this version does not have yet, an
 * item that says so and opens nothing. A collapsed sidebar shows the icons alone, each name in a hint.
 */
function NavEntry({ item, isActive, isCollapsed, onNavigate }: TNavEntryProps) {
  const { t } = useTranslation('shell');
  const { t: tCommon } = useTranslation();
  const view = item.tool ? featureView(item.tool) : undefined;
  const label = t(`nav.items.${item.key}`);
  const planned = view && !view.isAvailable ? tCommon(`featureStatus.${view.planned}`) : undefined;
  const { triggerProps, hint } = useHint(
    planned ? { text: planned, placement: 'right' } : { text: label, placement: 'right', isName: true },
  );
  const hasHint = planned !== undefined || isCollapsed;
  const content = (
    <>
      <SvgIcon icon={item.icon} className="shell-nav__icon" />
      <span className="shell-nav__label">
        {label}
        {planned && <ComingSoonTag />}
      </span>
    </>
  );

  return (
    <li className={isActive ? 'shell-nav__item shell-nav__item--active' : 'shell-nav__item'}>
      {planned ? (
        <span
          role="link"
          aria-disabled="true"
          tabIndex={0}
          className="shell-nav__entry shell-nav__entry--soon"
          data-testid={`nav-${item.key}`}
          {...triggerProps}
        >
          {content}
        </span>
      ) : (
        <Link
          to={item.to}
          className="shell-nav__entry"
          aria-current={isActive ? 'page' : undefined}
          onClick={onNavigate}
          data-testid={`nav-${item.key}`}
          {...(hasHint ? triggerProps : {})}
        >
          {content}
        </Link>
      )}
      {hasHint && hint}
    </li>
  );
}

/** The sidebar menu of SPEC 2, in the desktop sidebar and in the mobile drawer; drawn without antd. */
export function ShellNav({ isCollapsed = false, onNavigate }: TShellNavProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const titleId = useId();
  const active = activeNavItem(pathname);
  return (
    <nav className={isCollapsed ? 'shell-nav shell-nav--collapsed' : 'shell-nav'} aria-label={t('nav.label')}>
      {NAV_GROUPS.map((group) => {
        const title = isCollapsed || !group.title ? undefined : t(`nav.groups.${group.title}`);
        return (
          <div key={group.key} className="shell-nav__group">
            <div className="shell-nav__group-title" id={`${titleId}-${group.key}`}>
              {title}
            </div>
            <ul className="shell-nav__list" aria-labelledby={title ? `${titleId}-${group.key}` : undefined}>
              {group.items.map((item) => (
                <NavEntry
                  key={item.key}
                  item={item}
                  isActive={item.key === active}
                  isCollapsed={isCollapsed}
                  onNavigate={onNavigate}
                />
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
