/**
 * `npm run bench`: prints one table per benchmark. Run some of them by name:
 * `npm run bench -- page-weight lighthouse`. Benchmarks that need the built site use `dist/`
 * (`npm run build` first) or `DIST_DIR`.
 */
import { benchBrowserDiagnosis } from './browser-diagnosis.ts';
import { benchBuildScale } from './build-scale.ts';
import { benchCli } from './cli.ts';
import { benchDiagnosis } from './diagnosis.ts';
import { benchField } from './field.ts';
import { benchHostile } from './hostile.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchPageWeight } from './page-weight.ts';

const BENCHES: Record<string, { title: string; run: () => Promise<string> }> = {
	'page-weight': { title: 'Bytes per page type (gzipped)', run: () => benchPageWeight() },
	lighthouse: { title: 'Lighthouse scores', run: () => benchLighthouse() },
	'build-scale': { title: 'Build scale (synthetic runbooks)', run: () => benchBuildScale() },
	'browser-diagnosis': { title: 'Diagnosis in the browser (Chromium)', run: () => benchBrowserDiagnosis() },
	diagnosis: { title: 'Diagnosis: accuracy on the corpus (ours vs raw Pagefind) and speed', run: () => benchDiagnosis() },
	cli: { title: 'Standalone CLI: size, start-up, a typical paste, 50 MB and 1 GB logs (time and peak memory)', run: () => benchCli() },
	hostile: { title: 'Hostile pastes: the slow shapes, at 1 MB and 10 MB (Node)', run: () => benchHostile() },
	field: { title: 'Diagnosis on real pastes it never saw (field pastes: tuning and held-back halves)', run: () => benchField() },
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in BENCHES));
if (unknown.length) {
	console.error(`Unknown benchmark: ${unknown.join(', ')}. Known: ${Object.keys(BENCHES).join(', ')}`);
	process.exit(2);
}
for (const name of wanted.length ? wanted : Object.keys(BENCHES)) {
	const bench = BENCHES[name]!;
	console.log(`\n## ${bench.title}\n`);
	console.log(await bench.run());
}
