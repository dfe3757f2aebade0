import { findPatternProblems } from './src/lib/content/check-content.ts';
import { readRunbooks, readWizards } from './src/lib/content/read-content.ts';
const [r, w] = await Promise.all([readRunbooks(process.cwd()), readWizards(process.cwd())]);
for (const p of findPatternProblems(r, w)) console.log(p.slice(0, 400));
