import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TBatchItem } from '../use-cutout-batch';

interface TBatchListProps {
  items: TBatchItem[];
  selectedKey: string | null;
  onSelect: (key: string) => void;
}

/** The photos of the batch, each with its state; a refused one says why. */
export function BatchList({ items, selectedKey, onSelect }: TBatchListProps) {
  const { t } = useTranslation('cutout');
  return (
    <ul className="cutout-batch" data-testid="cutout-batch">
      {items.map((item) => (
        <li key={item.key}>
          <button
            type="button"
            className={`cutout-batch__item${item.key === selectedKey ? ' cutout-batch__item--selected' : ''}`}
            onClick={() => onSelect(item.key)}
            data-testid="cutout-batch-item"
            data-state={item.state}
          >
            <img src={item.localUrl} alt={item.file.name} className="cutout-batch__thumb" />
            <span className="cutout-batch__name">{item.file.name}</span>
            <span className="cutout-batch__state">
              {item.state === 'done' && <CheckCircleFilled className="cutout-batch__ok" />}
              {item.state === 'failed' && <CloseCircleFilled className="cutout-batch__failed" />}
              {item.state === 'working' && <LoadingOutlined />}
              {item.state === 'waiting' && t('waiting')}
            </span>
          </button>
          {item.error && (
            <div className="cutout-batch__error" role="alert" data-testid="cutout-batch-error">
              {item.error}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
