import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** What this plugin reads of the ESTree nodes the bundler's parser returns. */
interface TNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const CONTRACTS_MODULE = /[\\/]packages[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/;
/** Code in these runs when it is called, not when the module loads; its calls are left as they are. */
const DEFERRED = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'ClassExpression']);

function isNode(value: unknown): value is TNode {
  return typeof value === 'object' && value !== null && typeof (value as TNode).type === 'string';
}

function childNodes(node: TNode): TNode[] {
  return Object.entries(node).flatMap(([key, value]) => {
    if (key === 'type' || key === 'start' || key === 'end') return [];
    if (Array.isArray(value)) return value.filter(isNode);
    return isNode(value) ? [value] : [];
  });
}

/** Where each call a declaration's value makes while the module loads begins (calls inside functions excluded). */
function loadTimeCalls(node: TNode, starts: Set<number>): void {
  if (DEFERRED.has(node.type)) return;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') starts.add(node.start);
  for (const child of childNodes(node)) loadTimeCalls(child, starts);
}

function declarationsOf(statement: TNode): TNode[] {
  const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
  if (!isNode(declaration) || declaration.type !== 'VariableDeclaration') return [];
  return (declaration.declarations as TNode[]).flatMap((declarator) =>
    isNode(declarator.init) ? [declarator.init] : [],
  );
}

/**
 * The contracts package defines zod schemas beside the constants and routes the app uses, as
 * `export const ZThing = z.object({...})`. A bundler must assume a call can act, so it keeps every schema of a
 * module the app takes one constant from, and zod with them: 25 KB gzip on a first visit that parses nothing. Each
 * call a top-level declaration makes is marked pure here (they only build values), so what nothing uses is left
 * out. Statements that are not declarations, and the bodies of functions, keep their calls.
 */
export function pureContracts(): Plugin {
  return {
    name: 'orator:pure-contracts',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACTS_MODULE.test(id)) return null;
      const program = this.parse(code) as unknown as { body: TNode[] };
      const starts = new Set<number>();
      for (const statement of program.body) for (const init of declarationsOf(statement)) loadTimeCalls(init, starts);
      if (starts.size === 0) return null;
      const edited = new MagicString(code);
      for (const start of starts) edited.appendLeft(start, '/* @__PURE__ */ ');
      return { code: edited.toString(), map: edited.generateMap({ hires: true }) };
    },
  };
}
