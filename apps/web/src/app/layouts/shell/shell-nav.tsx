import { Menu, Tooltip, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { featureView } from '../../../shared/lib/feature-screens';
import { ComingSoonTag } from '../../../shared/ui/coming-soon-tag';
import { activeNavItem, NAV_GROUPS, type TNavItem } from './shell-nav-items';

interface TShellNavProps {
  isCollapsed?: boolean;
  /** Called when an item is chosen, so that the mobile drawer can close. */
  onNavigate?: () => void;
}

/** The sidebar menu of SPEC 2, in the desktop sidebar and in the mobile drawer. */
export function ShellNav({ isCollapsed = false, onNavigate }: TShellNavProps) {
  const { t } = useTranslation('shell');
  const { t: tCommon } = useTranslation();
  const { pathname } = useLocation();
  const active = activeNavItem(pathname);

  /** A link to the screen, or, for a tool this version does not have yet, an item that says so and opens nothing. */
  function navEntry({ key, to, tool, icon: Icon }: TNavItem) {
    const view = tool ? featureView(tool) : undefined;
    if (!view || view.isAvailable) {
      return {
        key,
        icon: <Icon />,
        label: (
          <Link to={to} data-testid={`nav-${key}`}>
            {t(`nav.items.${key}`)}
          </Link>
        ),
      };
    }
    return {
      key,
      icon: <Icon />,
      disabled: true,
      label: (
        <Tooltip title={tCommon(`featureStatus.${view.planned}`)} placement="right">
          <span className="shell-nav__soon" data-testid={`nav-${key}`} aria-disabled="true">
            {t(`nav.items.${key}`)}
            <ComingSoonTag />
          </span>
        </Tooltip>
      ),
    };
  }
  const items: MenuProps['items'] = NAV_GROUPS.map((group) => ({
    type: 'group',
    key: group.key,
    label: isCollapsed || !group.title ? undefined : t(`nav.groups.${group.title}`),
    children: group.items.map((item) => navEntry(item)),
  }));
  return (
    <Menu
      mode="inline"
      inlineCollapsed={isCollapsed}
      selectedKeys={active ? [active] : []}
      items={items}
      onClick={onNavigate}
      className="shell-nav"
    />
  );
}
