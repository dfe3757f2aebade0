/**
 * Records every current check id in `test/fixtures/published-check-ids.json`. Ids are only ever
 * added: once published, a check's anchor must keep working (see test/unit/content.test.ts).
 * Run: `npx node scripts/publish-check-ids.ts` after adding a check.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { readRunbooks } from '../src/lib/content/read-content.ts';

const FILE = 'test/fixtures/published-check-ids.json';
const published = new Set<string>(JSON.parse(readFileSync(FILE, 'utf8')) as string[]);
const before = published.size;
for (const runbook of await readRunbooks(process.cwd())) {
	for (const check of runbook.data.checks) published.add(`${runbook.slug}#check-${check.id}`);
}
writeFileSync(FILE, `${JSON.stringify([...published].sort(), null, '\t')}\n`);
console.log(`${published.size - before} new check ids published (${published.size} in all).`);
