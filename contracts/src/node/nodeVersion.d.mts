// Types of nodeVersion.mjs, which stays plain JavaScript so an old Node can run it before any
// TypeScript loads.

/** `>=22.19` (what `engines.node` says) as [22, 19, 0]. */
export function minimumOf(range: string | undefined): [number, number, number];

/** One sentence saying what to install when this Node cannot run the project, else null. */
export function nodeProblem(input: {
  version: string;
  typescript: string | false | undefined;
  range: string | undefined;
  nvmrc: string;
}): string | null;

/** Exits with the sentence (status 1) when this Node cannot run the project in `root`. */
export function requireSupportedNode(root: string): void;
