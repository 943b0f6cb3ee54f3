import './svg-icon.css';

/**
 * An icon's paths in antd's 896-unit view box: a drawing of @ant-design/icons-svg, copied beside the screen built
 * without antd that shows it.
 */
export type TIconDrawing = readonly string[];

interface TSvgIconProps {
  icon: TIconDrawing;
  className?: string;
}

/**
 * One of antd's icons as an inline SVG, without @ant-design/icons' component and the style and colour code it brings,
 * for the screens built without antd. The icon is decoration, hidden from screen readers: the control it sits in
 * carries the name.
 */
export function SvgIcon({ icon, className }: TSvgIconProps) {
  return (
    <span className={className ? `svg-icon ${className}` : 'svg-icon'} aria-hidden="true">
      <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" focusable="false">
        {icon.map((path) => (
          <path key={path} d={path} />
        ))}
      </svg>
    </span>
  );
}
