import { CheckOutlined } from '@ant-design/icons';
import { ColorPicker } from 'antd';
import { useTranslation } from 'react-i18next';

interface TColorSwatchesProps {
  colors: readonly string[];
  value: string | undefined;
  onChange: (color: string) => void;
  testId: string;
}

/** Preset colours, and a picker for any other; colours are #rrggbb as the request schema wants. */
export function ColorSwatches({ colors, value, onChange, testId }: TColorSwatchesProps) {
  const { t } = useTranslation('create');
  const isCustom = value !== undefined && !colors.some((color) => color.toLowerCase() === value.toLowerCase());
  return (
    <div className="color-swatches" data-testid={testId}>
      {colors.map((color) => {
        const isSelected = color.toLowerCase() === value?.toLowerCase();
        return (
          <button
            key={color}
            type="button"
            className={`color-swatch${isSelected ? ' is-selected' : ''}`}
            style={{ background: color }}
            onClick={() => onChange(color)}
            aria-label={color}
            aria-pressed={isSelected}
            data-testid={`${testId}-${color.slice(1)}`}
          >
            {isSelected && <CheckOutlined />}
          </button>
        );
      })}
      <ColorPicker
        size="small"
        disabledAlpha
        format="hex"
        // The picker opens on the current colour, so a custom one starts from it.
        value={value ?? colors[0] ?? '#ffffff'}
        className={isCustom ? 'color-picker is-selected' : 'color-picker'}
        onChangeComplete={(color) => onChange(color.toHexString().slice(0, 7))}
        showText={() => t('background.customColor')}
      />
    </div>
  );
}
