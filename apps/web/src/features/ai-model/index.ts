/** AI model and virtual try-on (SPEC 2 /real-life-model, issue #17 item 3). */
export const aiModelPages = {
  aiModel: () => import('./pages/ai-model-page'),
};
export { AiModelHistoryTab } from './components/ai-model-history-tab';
