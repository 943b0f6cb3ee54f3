import { Link, type LinkProps } from 'react-router';
import { buttonLookClass, type TButtonLook } from './button-look';

export type TButtonLinkProps = Omit<LinkProps, 'className'> & TButtonLook & { testId?: string };

/**
 * A link that looks like a button: what the public pages' "start" and "see plans" are. A link, not a button inside
 * a link (which nests one control in another), and without antd, so those pages paint without its code.
 */
export function ButtonLink({ look, isLarge, isBlock, isIconOnly, testId, ...link }: TButtonLinkProps) {
  return <Link {...link} className={buttonLookClass({ look, isLarge, isBlock, isIconOnly })} data-testid={testId} />;
}
