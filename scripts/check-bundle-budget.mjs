// CI (.ci/run): fails when a first visit to a route needs more JavaScript than CI lets through (the route's ceiling
// on the way to the budget of #19 item 3). The measuring is bench/bundle-budget.ts, the same that `npm run bench`
// reports; tsx runs its TypeScript.
import { tsImport } from 'tsx/esm/api';
import { buildWeb } from './build-web.mjs';

console.log('== web bundle budget (first-paint JavaScript, gzip)');
buildWeb();
const { BUNDLE_BUDGET_KB, CI_CEILING_KB, describeRouteBundle, measureRouteBundles } = await tsImport(
  '../bench/bundle-budget.ts',
  import.meta.url,
);
let isOverBudget = false;
for (const route of measureRouteBundles()) {
  const ceiling = CI_CEILING_KB[route.path] ?? BUNDLE_BUDGET_KB;
  const isOver = route.gzipBytes > ceiling * 1024;
  isOverBudget ||= isOver;
  console.log(
    `${isOver ? 'OVER' : 'ok  '} ${route.path}: ${describeRouteBundle(route)}, ` +
      `CI ceiling ${ceiling} KB, target ${BUNDLE_BUDGET_KB} KB`,
  );
}
if (isOverBudget) process.exitCode = 1;
