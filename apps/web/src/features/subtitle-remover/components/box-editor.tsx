import { BulbOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Segmented } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEraseBoxKind, TMessageKey, TSubtitleRemoverSource } from '@orator/contracts';
import { useBandSuggestion } from '../api/subtitle-remover-api';
import { addBoxProblem, fitBox, type TDraftBox } from '../box-rules';
import { BoxCanvas, defaultBox } from './box-canvas';

interface TBoxEditorProps {
  source: TSubtitleRemoverSource;
  boxes: TDraftBox[];
  onBoxes: (boxes: TDraftBox[]) => void;
  kind: TEraseBoxKind;
  onKind: (kind: TEraseBoxKind) => void;
  selectedId: number | undefined;
  onSelect: (id: number | undefined) => void;
  /** A rule the drawing broke (SPEC 8 words), or null. */
  problem: TMessageKey | null;
  onProblem: (problem: TMessageKey | null) => void;
}

/** The frame with its boxes, the kind of the next box, the suggested caption band and the list of boxes. */
export function BoxEditor(props: TBoxEditorProps) {
  const { source, boxes, onBoxes, kind, onKind, selectedId, onSelect, problem, onProblem } = props;
  const { t } = useTranslation(['subtitleRemover', 'messages']);
  const suggestion = useBandSuggestion(source.fileId);
  const counter = useRef(0);
  const nextId = () => ++counter.current;
  const band = suggestion.data?.box;

  function change(next: TDraftBox[]) {
    onProblem(null);
    onBoxes(next);
  }

  function add(box: TDraftBox) {
    const refusal = addBoxProblem(boxes);
    if (refusal) {
      onProblem(refusal);
      return;
    }
    change([...boxes, box]);
    onSelect(box.id);
  }

  function acceptBand() {
    if (!band) return;
    const box = fitBox(
      { id: nextId(), kind: 'subtitle' as const, ltX: band.lt_x, ltY: band.lt_y, rbX: band.rb_x, rbY: band.rb_y },
      source.width,
      source.height,
    );
    const subtitle = boxes.find((each) => each.kind === 'subtitle');
    // The band replaces the subtitle box already drawn rather than adding a second one.
    if (subtitle) change(boxes.map((each) => (each.id === subtitle.id ? { ...box, id: subtitle.id } : each)));
    else add(box);
  }

  return (
    <section className="sr-editor" aria-label={t('boxes.title')}>
      <div className="sr-editor__toolbar">
        <Segmented<TEraseBoxKind>
          value={kind}
          onChange={onKind}
          options={[
            { value: 'subtitle', label: t('kind.subtitle') },
            { value: 'watermark', label: t('kind.watermark') },
          ]}
          data-testid="sr-kind"
        />
        <Button
          icon={<PlusOutlined />}
          onClick={() => add(defaultBox(nextId(), kind, source.width, source.height))}
          data-testid="sr-add-box"
        >
          {t('boxes.add')}
        </Button>
        <Button
          icon={<BulbOutlined />}
          disabled={!band}
          loading={suggestion.isPending}
          onClick={acceptBand}
          data-testid="sr-use-band"
        >
          {t('boxes.useBand')}
        </Button>
      </div>
      <p className="sr-muted" data-testid="sr-band-state">
        {suggestion.isPending
          ? t('boxes.bandLooking')
          : band
            ? t('boxes.bandFound', { confidence: Math.round((suggestion.data?.confidence ?? 0) * 100) })
            : t('boxes.bandNone')}
      </p>
      <BoxCanvas
        frameUrl={source.frameUrl}
        width={source.width}
        height={source.height}
        boxes={boxes}
        selectedId={selectedId}
        kind={kind}
        onChange={change}
        onSelect={onSelect}
        onRefused={onProblem}
        nextId={nextId}
      />
      <p className="sr-muted">{t('boxes.howTo')}</p>
      {problem && <Alert type="error" showIcon title={t(`messages:${problem}`)} data-testid="sr-box-problem" />}
      {boxes.length > 0 && (
        <ol className="sr-editor__list" data-testid="sr-box-list">
          {boxes.map((box, index) => (
            <li key={box.id} className={box.id === selectedId ? 'sr-editor__item--selected' : undefined}>
              <Segmented<TEraseBoxKind>
                size="small"
                value={box.kind}
                onChange={(value) =>
                  change(boxes.map((each) => (each.id === box.id ? { ...each, kind: value } : each)))
                }
                options={[
                  { value: 'subtitle', label: t('kind.subtitle') },
                  { value: 'watermark', label: t('kind.watermark') },
                ]}
                data-testid={`sr-box-kind-${index}`}
              />
              <span className="sr-muted">
                {t('boxes.size', { w: box.rbX - box.ltX, h: box.rbY - box.ltY, x: box.ltX, y: box.ltY })}
              </span>
              <Button
                size="small"
                type="text"
                danger
                onClick={() => change(boxes.filter((each) => each.id !== box.id))}
                data-testid={`sr-box-remove-${index}`}
              >
                {t('boxes.remove')}
              </Button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
