import { Alert } from 'antd';
import type { ReactNode } from 'react';
import type { TSystemCapability } from '@orator/contracts';
import { useCatalogueSummary } from './get-catalogue-summary';
import './missing-capability-notice.css';

interface TMissingCapabilityNoticeProps {
  capability: TSystemCapability;
  /** What the tool cannot do here, in the tool's words. */
  title: ReactNode;
  className?: string;
  testId: string;
}

/**
 * Says so when this installation lacks a capability for want of a system package, and names the command that adds
 * it: a tool that only refused would leave the user no way forward. Nothing is shown while the summary loads.
 */
export function MissingCapabilityNotice({ capability, title, className, testId }: TMissingCapabilityNoticeProps) {
  const { data: summary } = useCatalogueSummary();
  const missing = summary?.missingCapabilities.find((item) => item.capability === capability);
  if (!missing) return null;
  return (
    <Alert
      type="info"
      showIcon
      className={className}
      data-testid={testId}
      title={title}
      description={<code className="missing-capability__command">{missing.command}</code>}
    />
  );
}
