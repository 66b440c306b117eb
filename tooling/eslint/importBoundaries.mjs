// An ESLint rule for the project's import boundaries:
// - an app (shell, a remote, the API, …) imports no other app: they meet only through
//   @academy/contracts (the records, rules and manifest) and @academy/shared (the federation
//   runtime joins them at run time, not imports), and build with @academy/tooling;
// - @academy/contracts imports no other package of ours: everything else stands on it;
// - inside an app, src/features/<a> imports nothing from src/features/<b>.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Packages every app may import: the contracts, the shared package and the build tooling. */
const SHARED_PACKAGES = new Set(['contracts', 'shared', 'tooling']);

/** The app folder and, when inside one, the feature folder of an absolute path. */
function placeOf(file) {
  const relative = path.relative(root, file).split(path.sep);
  if (relative[0] === '..' || relative.length < 2) return null;
  const [app] = relative;
  const featureAt = relative.indexOf('features');
  const feature = relative[1] === 'src' && featureAt === 2 && relative.length > 4 ? relative[3] : null;
  return { app, feature };
}

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Apps never import other apps, and features never import other features.' },
    schema: [],
  },
  create(context) {
    const place = placeOf(context.filename);
    if (!place) return {};
    // A non-null copy the nested check can use (a narrowed `let`/param does not carry into it).
    const here = place;
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const scoped = /^@academy\/([^/]+)/.exec(source);
      if (scoped) {
        const target = scoped[1];
        if (here.app === 'contracts' && target !== 'contracts') {
          context.report({ node: node.source, message: `@academy/contracts must not import ${source}: every other package stands on it.` });
        } else if (target !== here.app && !SHARED_PACKAGES.has(target)) {
          context.report({
            node: node.source,
            message: `${here.app} must not import ${source}: apps meet only through @academy/contracts and @academy/shared.`,
          });
        }
        return;
      }
      if (!source.startsWith('.')) return;
      const to = placeOf(path.resolve(path.dirname(context.filename), source));
      if (!to) return;
      if (to.app !== here.app && (here.app === 'contracts' || !SHARED_PACKAGES.has(to.app))) {
        context.report({
          node: node.source,
          message: `${here.app} must not reach into ${to.app}: apps meet only through @academy/shared.`,
        });
      } else if (to.app === here.app && here.feature && to.feature && to.feature !== here.feature) {
        context.report({
          node: node.source,
          message: `Feature ${here.feature} must not import feature ${to.feature}: move what both need to src/lib or @academy/shared.`,
        });
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
