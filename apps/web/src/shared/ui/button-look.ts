import './button-look.css';

export interface TButtonLook {
  /** antd's button types: the brand violet, the outlined default, or text only. */
  look?: 'primary' | 'default' | 'text';
  isLarge?: boolean;
  isBlock?: boolean;
  /** A square button holding only an icon, named by its aria-label. */
  isIconOnly?: boolean;
}

/** The class names that give a link or a plain button antd's button look (button-look.css). */
export function buttonLookClass({ look = 'default', isLarge, isBlock, isIconOnly }: TButtonLook): string {
  return [
    'button-look',
    look !== 'default' && `button-look--${look}`,
    isLarge && 'button-look--large',
    isBlock && 'button-look--block',
    isIconOnly && 'button-look--icon',
  ]
    .filter(Boolean)
    .join(' ');
}
