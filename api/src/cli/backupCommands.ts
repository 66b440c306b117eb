import { readSettings } from '../config/settings';
import { backupStore, BackupProblem, restoreStore } from './backup';
import { EXIT_USAGE } from './cliSupport';

// The data CLI's `backup <dir>` and `restore <dir>`: they open no store the way the other commands
// do (a restore needs an empty one), so they have their own main.

export async function backupMain(args: readonly string[], usage: string): Promise<number> {
  const [command, dir, ...extra] = args;
  if (!dir || extra.length > 0 || dir.startsWith('-')) {
    console.error(`${command} takes one folder.\n${usage}`);
    return EXIT_USAGE;
  }
  const settings = readSettings();
  try {
    if (command === 'backup') {
      const manifest = await backupStore(settings, dir);
      console.log(
        `Backed up the ${manifest.store} store (schema version ${manifest.schemaVersion}) and ${manifest.images} image(s) to ${dir}.`,
      );
    } else {
      const { manifest, replayed } = await restoreStore(settings, dir);
      console.log(`Restored the backup of ${manifest.createdAt} (schema version ${manifest.schemaVersion}, ${manifest.images} image(s)).`);
      console.log(
        `Erased again ${replayed.length} record(s) erased since the backup (${settings.dataDir}/erasures.jsonl)${replayed.length ? `: ${replayed.join(', ')}` : ''}.`,
      );
    }
    return 0;
  } catch (error) {
    if (!(error instanceof BackupProblem)) throw error;
    console.error(error.message);
    return 1;
  }
}
