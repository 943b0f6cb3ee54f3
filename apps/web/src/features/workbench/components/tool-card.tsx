import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TCatalogueSummary } from '@orator/contracts';
import { featureView, TOOL_ENTRY } from '../../../shared/lib/feature-screens';
import { ComingSoonTag } from '../../../shared/ui/coming-soon-tag';
import { useHint } from '../../../shared/ui/hint';
import { SvgIcon } from '../../../shared/ui/svg-icon';
import type { TTool } from '../tool-catalogue';
import { toolDescription } from '../tool-description';

interface TToolCardProps {
  tool: TTool;
  /** The installation's catalogue sizes; undefined until loaded, and then no card names a number. */
  summary: TCatalogueSummary | undefined;
}

interface TPlannedToolProps {
  testId: string;
  /** When the tool is planned, in the hint. */
  planned: string;
  children: ReactNode;
}

/** A tool this version does not have yet: a card that leads nowhere, with a hint that says when it comes. */
function PlannedTool({ testId, planned, children }: TPlannedToolProps) {
  const { triggerProps, hint } = useHint({ text: planned });
  return (
    <>
      <div
        role="link"
        aria-disabled="true"
        tabIndex={0}
        className="workbench__tool workbench__tool--soon"
        data-testid={testId}
        {...triggerProps}
      >
        {children}
      </div>
      {hint}
    </>
  );
}

/** A tool on the workbench: a link to it, or a card that says it is coming and when, and leads nowhere. */
export function ToolCard({ tool, summary }: TToolCardProps) {
  const { t } = useTranslation('workbench');
  const { t: tCommon } = useTranslation();
  const view = featureView(tool.key);
  const description = toolDescription(tool.key, summary);
  const content = (
    <>
      <SvgIcon icon={tool.icon} className="workbench__tool-icon" />
      <span className="workbench__tool-text">
        <span className="workbench__tool-name">
          {t(`tools.${tool.key}.name`)}
          {!view.isAvailable && <ComingSoonTag testId={`tool-${tool.key}-soon`} />}
        </span>
        <span className="workbench__tool-description" data-testid={`tool-${tool.key}-description`}>
          {description.kind === 'plain' && t(`tools.${description.key}.description`)}
          {description.kind === 'counted' &&
            t(`tools.${description.key}.descriptionCount`, { count: description.count })}
          {description.kind === 'needsPackage' && t(`tools.${description.key}.needsPackage`)}
        </span>
        {description.kind === 'needsPackage' && (
          <code className="workbench__tool-command" data-testid={`tool-${tool.key}-command`}>
            {description.command}
          </code>
        )}
      </span>
    </>
  );

  if (view.isAvailable) {
    return (
      <Link to={TOOL_ENTRY[tool.key]} className="workbench__tool" data-testid={`tool-${tool.key}`}>
        {content}
      </Link>
    );
  }
  return (
    <PlannedTool testId={`tool-${tool.key}`} planned={tCommon(`featureStatus.${view.planned}`)}>
      {content}
    </PlannedTool>
  );
}
