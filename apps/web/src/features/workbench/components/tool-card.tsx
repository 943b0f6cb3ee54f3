import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TCatalogueSummary } from '@orator/contracts';
import { featureView, TOOL_ENTRY } from '../../../shared/lib/feature-screens';
import { ComingSoonTag } from '../../../shared/ui/coming-soon-tag';
import type { TTool } from '../tool-catalogue';
import { toolDescription } from '../tool-description';

interface TToolCardProps {
  tool: TTool;
  /** The installation's catalogue sizes; undefined until loaded, and then no card names a number. */
  summary: TCatalogueSummary | undefined;
}

/** A tool on the workbench: a link to it, or a card that says it is coming and when, and leads nowhere. */
export function ToolCard({ tool, summary }: TToolCardProps) {
  const { t } = useTranslation('workbench');
  const { t: tCommon } = useTranslation();
  const view = featureView(tool.key);
  const description = toolDescription(tool.key, summary);
  const Icon = tool.icon;
  const content = (
    <>
      <span className="workbench__tool-icon">
        <Icon />
      </span>
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
    <Tooltip title={tCommon(`featureStatus.${view.planned}`)}>
      <div
        role="link"
        aria-disabled="true"
        tabIndex={0}
        className="workbench__tool workbench__tool--soon"
        data-testid={`tool-${tool.key}`}
      >
        {content}
      </div>
    </Tooltip>
  );
}
