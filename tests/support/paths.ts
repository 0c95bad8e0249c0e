import path from 'node:path';

export const SNAPSHOT_FILE = path.resolve('.tmp/test-db-snapshot.tar.gz');
export const TEMPLATE_ENV = 'MOONLIT_TEST_TEMPLATE_DB';
