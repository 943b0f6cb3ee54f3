import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { taskStage, type TTaskKind } from '@orator/contracts';
import './task-progress.css';

interface TTaskProgressProps {
  kind: TTaskKind;
  /** TaskStatus of a pending task: 190 or 191. */
  status: number;
  progress: number;
  /** 'circle' for a task's own page, a bar elsewhere. */
  shape?: 'bar' | 'circle';
  testId?: string;
}

/**
 * Where a pending task stands: the stage it is in, in words (speaking, drawing the presenter, composing,
 * saving), and how far along it is. The stage is derived from the progress the server reports, the same way
 * the server derives it for its live events.
 */
export function TaskProgress({ kind, status, progress, shape = 'bar', testId }: TTaskProgressProps) {
  const { t } = useTranslation();
  const stage = taskStage(kind, status, progress);
  return (
    <div className={`task-progress task-progress--${shape}`} data-testid={testId} data-stage={stage}>
      {shape === 'circle' && <Progress type="circle" percent={progress} size={96} />}
      <span className="task-progress__stage">{t(`taskStage.${stage}`)}</span>
      {shape === 'bar' && <Progress percent={progress} size="small" status="active" />}
    </div>
  );
}
