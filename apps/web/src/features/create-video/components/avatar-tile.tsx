import { CheckCircleFilled, UserOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { MemberBadge } from './member-badge';

interface TAvatarTileProps {
  name: string;
  thumbnailUrl: string | null;
  isSelected: boolean;
  isMemberOnly?: boolean;
  onSelect: () => void;
  /** Actions drawn over the tile's corner, such as delete. */
  actions?: ReactNode;
  testId: string;
}

/** One avatar of a grid: its still, its name, and whether it is the chosen one. */
export function AvatarTile({
  name,
  thumbnailUrl,
  isSelected,
  isMemberOnly,
  onSelect,
  actions,
  testId,
}: TAvatarTileProps) {
  return (
    <div className={`avatar-tile${isSelected ? ' is-selected' : ''}`}>
      <button
        type="button"
        className="avatar-tile__pick"
        onClick={onSelect}
        aria-pressed={isSelected}
        data-testid={testId}
      >
        <span className="avatar-tile__image">
          {thumbnailUrl ? <img src={thumbnailUrl} alt="" loading="lazy" /> : <UserOutlined />}
          {isMemberOnly && <MemberBadge placement="corner" />}
          {isSelected && <CheckCircleFilled className="avatar-tile__check" />}
        </span>
        <span className="avatar-tile__name">{name}</span>
      </button>
      {actions && <span className="avatar-tile__actions">{actions}</span>}
    </div>
  );
}
