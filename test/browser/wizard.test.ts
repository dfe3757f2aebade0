/**
 * The wizards in real Chromium, driven by their own machines: every simple path of every wizard is
 * walked by clicking the answer buttons (`createTestModel(machine).getSimplePaths()`). At every step
 * the diagram's box shows the current step and the new step's heading has focus and is on screen.
 * At the first visit of each node the URL must bring the same step back after a reload, and the
 * page's Back must do what the browser's Back does (so Forward then returns). A link opened mid-way
 * is stepped back without adding history. The trail links back, the keyboard works, each step is
 * announced, disabled controls look disabled, and check steps and endings pass axe. Without JavaScript the whole tree is a list
 * whose links all land. A stale link opens the start with a notice. Nothing may log an error,
 * leave the site or break the CSP along the way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createTestModel } from 'xstate/graph';
import { crawlSite } from '../support/crawl.ts';
import { findAxeViolations } from './support/axe.ts';
import { openPage, type PageProblems } from './support/browser.ts';
import { NO_PROBLEMS, useBuiltSite } from './support/site.ts';
import { readRunbooks, readWizards } from '../../src/lib/content/read-content.ts';
import { answerIdToEvent, createWizardMachine, eventToAnswerId } from '../../src/lib/wizard/machine.ts';
import { answersFromPaste } from '../../src/lib/wizard/paste.ts';
import { formatWizardHash } from '../../src/lib/wizard/url-state.ts';
import type { Wizard } from '../../src/schemas/wizard.ts';

const dist = process.env.DIST_DIR ?? 'dist';
const wizards = await readWizards(process.cwd());
const runbooks = await readRunbooks(process.cwd());

const site = useBuiltSite(dist);

const wizardUrl = (id: string) => `${site.server.url}${id === 'triage' ? 'wizard/' : `wizard/${id}/`}`;

/** Asserts the page shows `nodeId` after `answers`, with the URL, trail, diagram and focus to match. */
async function expectStep(page: Page, nodeId: string, answers: readonly string[], { focused = false } = {}): Promise<void> {
	// One round trip that waits for the step and reads everything it must show: the walk has
	// hundreds of steps.
	const handle = await page.waitForFunction(
		(expected) => {
			if (document.querySelector('[data-wizard-step]')?.getAttribute('data-current-node') !== expected) return null;
			const active = document.activeElement;
			return {
				hash: location.hash,
				trail: document.querySelectorAll('[data-wizard-trail] li').length,
				current: document.querySelector('[data-wizard-diagram] .is-current')?.getAttribute('data-node'),
				edges: document.querySelectorAll('[data-wizard-diagram] [data-edge].is-on-path').length,
				headingFocused: active?.tagName === 'H2' && active.closest('[data-wizard-step]') !== null && active.getAttribute('tabindex') === '-1',
				headingOnScreen: (() => {
					const box = document.querySelector('[data-wizard-step] h2')?.getBoundingClientRect();
					return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
				})(),
				// The middle of the current step's box lies inside the diagram's scrolling box.
				currentInDiagram: (() => {
					const node = document.querySelector('[data-wizard-diagram] .is-current rect')?.getBoundingClientRect();
					const frame = document.querySelector('[data-wizard-diagram-box]')?.getBoundingClientRect();
					if (!node || !frame) return false;
					const [x, y] = [node.left + node.width / 2, node.top + node.height / 2];
					return x >= frame.left && x <= frame.right && y >= frame.top && y <= frame.bottom;
				})(),
			};
		},
		nodeId,
		{ timeout: 5000 },
	);
	const seen = (await handle.jsonValue())!;
	expect(seen.hash.replace(/^#path=/, '').split('.').filter(Boolean)).toEqual(answers);
	expect(seen).toMatchObject({ trail: answers.length, current: nodeId, edges: answers.length, currentInDiagram: true });
	if (focused) {
		expect(seen.headingFocused, 'focus is on the new step heading').toBe(true);
		expect(seen.headingOnScreen, 'the new step heading is on screen').toBe(true);
	}
}

function runbookOf(id: string) {
	return runbooks.find((runbook) => runbook.slug === id);
}

describe.each(wizards.map((wizard) => [wizard.id, wizard.data] as const))('the %s wizard', (id, wizard: Wizard) => {
	const model = createTestModel(createWizardMachine(id, wizard));
	const paths = model.getSimplePaths();
	const answerIds = new Set(Object.values(wizard.nodes).flatMap((node) => ('answers' in node ? node.answers.map((a) => a.id) : [])));
	const checkTitles = new Map(runbookOf(id)?.data.checks.map((check) => [check.id, check.title]));
	const checkedNodes = new Set<string>();
	let page: Page;
	let problems: PageProblems;
	let closeContext: () => Promise<void>;

	beforeAll(async () => {
		// Instant scrolling, so the diagram is where it settles when the step is checked.
		const opened = await openPage(site.browser, site.server.origin, { reducedMotion: 'reduce' });
		page = opened.page;
		problems = opened.problems;
		closeContext = () => opened.context.close();
	});
	afterAll(() => closeContext?.());

	it.each(paths.map((path) => [path.description, path] as const))('%s, by clicking', async (_description, path) => {
		const answers: string[] = [];
		const askedAt: string[] = [];
		let current = '';
		const visit = async (nodeId: string) => {
			current = nodeId;
			await expectStep(page, nodeId, answers, { focused: answers.length > 0 });
			const node = wizard.nodes[nodeId];
			if (node.type === 'check') {
				// The check's text is the runbook's own section, not a copy.
				const section = page.locator(`[data-wizard-step] section[data-check-id="${node.check}"]`);
				expect(await section.locator('h2').textContent()).toContain(checkTitles.get(node.check));
			}
			if (checkedNodes.has(nodeId)) return;
			checkedNodes.add(nodeId);
			await page.reload({ waitUntil: 'domcontentloaded' });
			await expectStep(page, nodeId, answers);
			if (answers.length === 0) return;
			const previous = { nodeId: askedAt.at(-1)!, answers: answers.slice(0, -1) };
			await page.getByRole('button', { name: 'Back', exact: true }).click();
			await expectStep(page, previous.nodeId, previous.answers, { focused: true });
			// The page's Back went back in history, as the browser's would: Forward returns to this step.
			await page.goForward();
			await expectStep(page, nodeId, answers, { focused: true });
		};
		const events = Object.fromEntries(
			[...answerIds].map((answerId) => [
				answerIdToEvent(answerId).type,
				async () => {
					askedAt.push(current);
					await page.locator(`[data-wizard-step] button[data-answer="${answerId}"]`).click();
					answers.push(answerId);
				},
			]),
		);
		// The first path loads the page; later ones start over with Restart, which is quicker and is
		// what a person does. Either way the start must show no answers.
		const start = async () => {
			const restart = page.getByRole('button', { name: 'Restart', exact: true });
			if (page.url().startsWith(wizardUrl(id)) && (await restart.isEnabled())) await restart.click();
			else await page.goto(wizardUrl(id), { waitUntil: 'domcontentloaded' });
		};
		await path.test({
			states: Object.fromEntries(Object.keys(wizard.nodes).map((nodeId) => [nodeId, () => visit(nodeId)])),
			events: { ...events, 'xstate.init': start } as never,
		});
		expect(problems).toEqual(NO_PROBLEMS);
	});

	it('has checked the reload and Back at every node', () => {
		expect([...checkedNodes].sort()).toEqual(Object.keys(wizard.nodes).sort());
	});

	it('steps back from a link opened mid-way without adding history, so the browser\'s Back leaves', async () => {
		const path = paths.find((candidate) => candidate.steps.length > 2) ?? paths[0];
		const answers = path.steps.slice(1).map((step) => eventToAnswerId(step.event));
		if (answers.length < 2) return;
		await page.goto(`${site.server.url}tools/`);
		await page.goto(wizardUrl(id) + formatWizardHash(answers.slice(0, 2)), { waitUntil: 'domcontentloaded' });
		await expectStep(page, String(path.steps[2].state.value), answers.slice(0, 2));
		await page.getByRole('button', { name: 'Back', exact: true }).click();
		await expectStep(page, String(path.steps[1].state.value), answers.slice(0, 1), { focused: true });
		await page.goBack();
		await page.waitForURL(`${site.server.url}tools/`);
		expect(problems).toEqual(NO_PROBLEMS);
	});

	it('shows Back and Restart as disabled at the first question', async () => {
		await page.goto(wizardUrl(id), { waitUntil: 'domcontentloaded' });
		await expectStep(page, wizard.start, []);
		for (const name of ['Back', 'Restart']) {
			const button = page.getByRole('button', { name, exact: true });
			expect(await button.isDisabled()).toBe(true);
			expect(Number(await button.evaluate((element) => getComputedStyle(element).opacity))).toBeLessThan(0.6);
		}
	});

	it('opens the start with a notice for a stale or garbled link', async () => {
		const firstAnswer = 'answers' in wizard.nodes[wizard.start] ? (wizard.nodes[wizard.start] as { answers: { id: string }[] }).answers[0].id : '';
		for (const hash of ['#path=no-such-answer', `#path=${firstAnswer}.no-such-answer`, '#path=%E0%A4%A', '#path=<script>']) {
			await page.goto(wizardUrl(id) + hash);
			await expectStep(page, wizard.start, []);
			await expect.poll(() => page.locator('[data-wizard-notice]').isVisible()).toBe(true);
		}
		await page.locator(`[data-wizard-step] button[data-answer="${firstAnswer}"]`).click();
		expect(await page.locator('[data-wizard-notice]').isVisible()).toBe(false);
		expect(problems).toEqual(NO_PROBLEMS);
	});

	it('links each answer in the trail back to the step where it was given', async () => {
		const answers = paths[0].steps.slice(1).map((step) => eventToAnswerId(step.event));
		const nodes = paths[0].steps.map((step) => String(step.state.value));
		await page.goto(wizardUrl(id) + formatWizardHash(answers), { waitUntil: 'domcontentloaded' });
		await expectStep(page, nodes.at(-1)!, answers);
		for (let index = answers.length - 1; index >= 0; index -= 1) {
			await page.locator('[data-wizard-trail] li a').nth(index).click();
			await expectStep(page, nodes[index], answers.slice(0, index));
		}
		// An in-page anchor (the skip link, the outline's "continue at") is not a step: stay put.
		await page.goto(wizardUrl(id) + formatWizardHash(answers.slice(0, 1)), { waitUntil: 'domcontentloaded' });
		await page.evaluate(
			() =>
				new Promise<void>((done) => {
					// The wizard's own listener was added first, so it has run when this one fires.
					window.addEventListener('hashchange', () => done(), { once: true });
					location.hash = '#main';
				}),
		);
		expect(await page.locator('[data-wizard-step]').getAttribute('data-current-node')).toBe(nodes[1]);
		expect(problems).toEqual(NO_PROBLEMS);
	});

	it('answers from the keyboard and announces each step', async () => {
		await page.goto(wizardUrl(id), { waitUntil: 'domcontentloaded' });
		await expectStep(page, wizard.start, []);
		const start = wizard.nodes[wizard.start];
		const first = 'answers' in start ? start.answers[0] : undefined;
		if (!first) return;
		await page.locator(`[data-wizard-step] button[data-answer="${first.id}"]`).focus();
		await page.keyboard.press('Enter');
		await expectStep(page, first.next, [first.id], { focused: true });
		const label = await page.locator(`template[data-wizard-node="${first.next}"]`).getAttribute('data-label');
		expect(await page.locator('[aria-live="polite"][data-wizard-live]').textContent()).toBe(`Step 2: ${label}`);
		await page.getByRole('button', { name: 'Back', exact: true }).press('Space');
		await expectStep(page, wizard.start, [], { focused: true });
		expect(problems).toEqual(NO_PROBLEMS);
	});

	it('has no accessibility violations at a check step and at an ending', async () => {
		const path = paths[0];
		const answers = path.steps.slice(1).map((step) => eventToAnswerId(step.event));
		const checkAt = path.steps.findIndex((step) => wizard.nodes[String(step.state.value)].type === 'check');
		for (const upTo of checkAt >= 0 ? [checkAt, answers.length] : [answers.length]) {
			await page.goto(wizardUrl(id) + formatWizardHash(answers.slice(0, upTo)), { waitUntil: 'domcontentloaded' });
			await expectStep(page, String(path.steps[upTo].state.value), answers.slice(0, upTo));
			// Expressive Code makes a code block that scrolls focusable once its resize observer has
			// settled (debounced); the runbook's own text needs it there as well.
			await page.waitForFunction(() =>
				[...document.querySelectorAll('.expressive-code pre')].every((pre) => pre.scrollWidth <= pre.clientWidth || pre.hasAttribute('tabindex')),
			);
			expect(await findAxeViolations(page)).toEqual([]);
		}
		expect(problems).toEqual(NO_PROBLEMS);
	});

	it('opens the step that a paste pre-answers, as diagnosis links to it', async () => {
		// The family's own error strings, or for the triage wizard every family's first one.
		const paste = (runbookOf(id)?.data.errorStrings ?? runbooks.map((r) => r.data.errorStrings[0])).map((s) => s.text).join('\n');
		const answers = answersFromPaste(wizard, paste);
		let nodeId = wizard.start;
		for (const answerId of answers) {
			const node = wizard.nodes[nodeId];
			nodeId = 'answers' in node ? (node.answers.find((a) => a.id === answerId)?.next ?? nodeId) : nodeId;
		}
		await page.goto(wizardUrl(id) + formatWizardHash(answers));
		await expectStep(page, nodeId, answers);
		expect(await page.locator('[data-wizard-notice]').isVisible()).toBe(false);
		expect(problems).toEqual(NO_PROBLEMS);
	});
});

describe('without JavaScript', () => {
	const built = crawlSite(dist, '/');
	const idsByPath = new Map(built.map((page) => [page.path, page.ids]));

	it.each(wizards.map((wizard) => [wizard.id, wizard.data] as const))('the %s wizard is a readable list whose links all land', async (id, wizard) => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin, { javaScriptEnabled: false });
		await page.goto(wizardUrl(id));
		const outline = page.locator('[data-wizard-outline]');
		expect(await outline.isVisible()).toBe(true);
		expect(await page.locator('[data-wizard-app]').isVisible()).toBe(false);
		const text = (await outline.textContent()) ?? '';
		for (const node of Object.values(wizard.nodes)) {
			if (node.type === 'question' || node.type === 'check') expect(text).toContain(node.text);
			for (const answer of 'answers' in node ? node.answers : []) expect(text).toContain(answer.label);
		}
		const hrefs = await outline.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
		for (const href of hrefs) {
			const url = new URL(href);
			const ids = idsByPath.get(url.pathname);
			expect(ids, `${href} is a built page`).toBeDefined();
			if (url.hash) expect(ids!.has(decodeURIComponent(url.hash.slice(1))), `${href} has its anchor`).toBe(true);
		}
		const runbook = runbookOf(id);
		for (const check of runbook?.data.checks ?? []) {
			expect(hrefs.some((href) => href.endsWith(`/errors/${id}/#check-${check.id}`)), `the list links check ${check.id}`).toBe(true);
		}
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});
});
