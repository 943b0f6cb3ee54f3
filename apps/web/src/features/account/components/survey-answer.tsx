import { useTranslation } from 'react-i18next';
import { toLocale } from '@orator/contracts';
import { useDirectoryTypes, type TSurveyDirectoryCode } from '../api/get-directory-types';
import { surveyAnswerLabel } from '../directory-label';

interface TSurveyAnswerProps {
  code: TSurveyDirectoryCode;
  answer: string | undefined;
  emptyText: string;
}

/** A kept survey answer in the interface language. */
export function SurveyAnswer({ code, answer, emptyText }: TSurveyAnswerProps) {
  const { i18n } = useTranslation();
  const choices = useDirectoryTypes(code);
  return <>{surveyAnswerLabel(answer, choices.data, toLocale(i18n.language)) ?? emptyText}</>;
}
