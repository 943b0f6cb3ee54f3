import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { activeNavItem, NAV_GROUPS } from './shell-nav-items';

interface TShellNavProps {
  isCollapsed?: boolean;
  /** Called when an item is chosen, so that the mobile drawer can close. */
  onNavigate?: () => void;
}

/** The sidebar menu of SPEC 2, in the desktop sidebar and in the mobile drawer. */
export function ShellNav({ isCollapsed = false, onNavigate }: TShellNavProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const active = activeNavItem(pathname);
  const items: MenuProps['items'] = NAV_GROUPS.map((group) => ({
    type: 'group',
    key: group.key,
    label: isCollapsed || !group.title ? undefined : t(`nav.groups.${group.title}`),
    children: group.items.map(({ key, to, icon: Icon }) => ({
      key,
      icon: <Icon />,
      label: (
        <Link to={to} data-testid={`nav-${key}`}>
          {t(`nav.items.${key}`)}
        </Link>
      ),
    })),
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
