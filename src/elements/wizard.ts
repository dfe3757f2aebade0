/**
 * `<triage-wizard>`: steps through a wizard one node at a time. The machine is compiled from the
 * tree in `data-wizard`; each step is cloned from its server-rendered `<template data-wizard-node>`,
 * and a check step also clones that check's section of the runbook from `<template data-wizard-runbook>`,
 * so the text is the runbook's own. The answers given live in the URL fragment (`#path=...`):
 * links, reloads and the browser's back and forward buttons all land on the same step. An answer
 * adds a history entry; the page's own Back undoes it (it goes back in history when that entry is
 * one this page added, and replaces the entry otherwise), so the browser's Back never goes forward.
 * The diagram keeps the current step in the middle of its box.
 */
import { createActor, type Actor, type SnapshotFrom } from 'xstate';
import { answerIdToEvent, createWizardMachine, type WizardMachine } from '../lib/wizard/machine.ts';
import { formatWizardHash, parseWizardHash } from '../lib/wizard/url-state.ts';
import type { Wizard } from '../schemas/wizard.ts';

type Part = 'app' | 'notice' | 'live' | 'step' | 'back' | 'restart' | 'trail' | 'trail-empty';

class TriageWizard extends HTMLElement {
	#wizard!: Wizard;
	#machine!: WizardMachine;
	#actor?: Actor<WizardMachine>;
	/** The answer ids given so far, in order. */
	#answers: string[] = [];
	/** The node at which each of `#answers` was given. */
	#askedAt: string[] = [];
	#onLocationChange = () => this.#restoreFromLocation(true);
	#onClick = (event: MouseEvent) => this.#handleClick(event);
	/** The diagram has been centred once: later moves may animate. */
	#centred = false;

	connectedCallback(): void {
		this.#wizard = JSON.parse(this.dataset.wizard ?? '{}') as Wizard;
		this.#machine = createWizardMachine(this.dataset.wizardId ?? 'wizard', this.#wizard);
		this.addEventListener('click', this.#onClick);
		// A fragment link (the trail) fires both; restoring is skipped when nothing changed.
		window.addEventListener('popstate', this.#onLocationChange);
		window.addEventListener('hashchange', this.#onLocationChange);
		// Each step puts its heading in view itself; the browser restoring an old scroll position after
		// Back or Forward would undo that.
		history.scrollRestoration = 'manual';
		this.#restoreFromLocation(false);
	}

	disconnectedCallback(): void {
		this.removeEventListener('click', this.#onClick);
		window.removeEventListener('popstate', this.#onLocationChange);
		window.removeEventListener('hashchange', this.#onLocationChange);
		this.#actor?.stop();
	}

	#handleClick(event: MouseEvent): void {
		const target = event.target as Element;
		const answer = target.closest<HTMLButtonElement>('button[data-answer]');
		if (answer && this.#part('step').contains(answer)) this.#answer(answer.dataset.answer ?? '');
		else if (target.closest('[data-wizard-back]')) this.#back();
		else if (target.closest('[data-wizard-restart]')) this.#go([]);
	}

	/** One step back: the history entry the last answer added, or (on a link that opened mid-way) the same entry, rewritten. */
	#back(): void {
		if (this.#answers.length === 0) return;
		if ((history.state as { wizardAnswer?: boolean } | null)?.wizardAnswer) {
			history.back();
			return;
		}
		const answers = this.#answers.slice(0, -1);
		history.replaceState(null, '', formatWizardHash(answers));
		this.#restore(answers, true);
	}

	#answer(answerId: string): void {
		const actor = this.#actor;
		const event = answerIdToEvent(answerId);
		if (!actor?.getSnapshot().can(event)) return;
		this.#askedAt.push(String(actor.getSnapshot().value));
		this.#answers.push(answerId);
		history.pushState({ wizardAnswer: true }, '', formatWizardHash(this.#answers));
		// The subscription renders the new step.
		actor.send(event);
	}

	#go(answers: string[]): void {
		history.pushState(null, '', formatWizardHash(answers));
		this.#restore(answers, true);
	}

	#restoreFromLocation(focus: boolean): void {
		const state = parseWizardHash(location.hash);
		// Following an in-page anchor (the outline's "continue at") is not a wizard step.
		if (state.kind === 'anchor' && this.#actor) return;
		const answers = state.kind === 'path' ? state.answers : [];
		if (this.#actor && state.kind !== 'invalid' && answers.join('.') === this.#answers.join('.')) return;
		if (state.kind !== 'invalid' && this.#restore(answers, focus)) return;
		// An unknown or stale link: start over, and say why instead of showing a broken step.
		history.replaceState(null, '', formatWizardHash([]));
		this.#restore([], focus);
		this.#part('notice').hidden = false;
	}

	/** Replays `answers` from the start; false (and nothing changed) if they do not fit the tree. */
	#restore(answers: readonly string[], focus: boolean): boolean {
		const actor = createActor(this.#machine).start();
		const askedAt: string[] = [];
		for (const answerId of answers) {
			const event = answerIdToEvent(answerId);
			if (!actor.getSnapshot().can(event)) {
				actor.stop();
				return false;
			}
			askedAt.push(String(actor.getSnapshot().value));
			actor.send(event);
		}
		this.#actor?.stop();
		this.#actor = actor;
		this.#answers = [...answers];
		this.#askedAt = askedAt;
		this.#render(actor.getSnapshot(), focus);
		actor.subscribe((snapshot) => this.#render(snapshot, true));
		return true;
	}

	#render(snapshot: SnapshotFrom<WizardMachine>, focus: boolean): void {
		const nodeId = String(snapshot.value);
		const template = this.#template(nodeId);
		const content = document.importNode(template.content, true);
		const checkSlot = content.querySelector<HTMLElement>('[data-wizard-check]');
		if (checkSlot) checkSlot.replaceWith(this.#cloneCheck(checkSlot.dataset.wizardCheck ?? ''));

		const step = this.#part('step');
		step.replaceChildren(content);
		step.dataset.currentNode = nodeId;
		step.dataset.final = String(snapshot.status === 'done');
		const heading = step.querySelector('h2');
		if (heading) heading.tabIndex = -1;

		this.#renderTrail();
		this.#highlight(nodeId);
		(this.#part('back') as HTMLButtonElement).disabled = this.#answers.length === 0;
		(this.#part('restart') as HTMLButtonElement).disabled = this.#answers.length === 0;
		this.#part('notice').hidden = true;
		if (focus) {
			this.#part('live').textContent = `Step ${this.#answers.length + 1}: ${template.dataset.label ?? ''}`;
			// The heading's scroll-margin keeps it clear of the sticky header.
			heading?.focus({ preventScroll: true });
			heading?.scrollIntoView({ block: 'start' });
		}
	}

	/** The runbook's own section for a check, with its links made to work from this page. */
	#cloneCheck(checkId: string): Node {
		const runbook = this.querySelector<HTMLTemplateElement>('template[data-wizard-runbook]');
		const section = runbook?.content.querySelector(`[data-check-id="${CSS.escape(checkId)}"]`);
		if (!section) throw new Error(`triage-wizard: the runbook has no section for check "${checkId}"`);
		return document.importNode(section, true);
	}

	#renderTrail(): void {
		const items = this.#answers.map((answerId, index) => {
			const nodeId = this.#askedAt[index];
			const node = this.#wizard.nodes[nodeId];
			const answer = node && 'answers' in node ? node.answers.find((a) => a.id === answerId) : undefined;
			const link = document.createElement('a');
			link.href = formatWizardHash(this.#answers.slice(0, index));
			link.textContent = this.#template(nodeId).dataset.label ?? nodeId;
			const item = document.createElement('li');
			item.append(link, `: ${answer?.label ?? answerId}`);
			return item;
		});
		this.#part('trail').replaceChildren(...items);
		this.#part('trail-empty').hidden = items.length > 0;
	}

	#highlight(nodeId: string): void {
		const diagram = this.querySelector('[data-wizard-diagram]');
		if (!diagram) return;
		for (const element of diagram.querySelectorAll('.is-on-path, .is-current')) element.classList.remove('is-on-path', 'is-current');
		const mark = (selector: string, className: string) => diagram.querySelector(selector)?.classList.add(className);
		this.#askedAt.forEach((askedAt, index) => {
			mark(`[data-node="${CSS.escape(askedAt)}"]`, 'is-on-path');
			mark(`[data-edge="${CSS.escape(`${askedAt}:${this.#answers[index]}`)}"]`, 'is-on-path');
		});
		mark(`[data-node="${CSS.escape(nodeId)}"]`, 'is-current');
		// Drawn last among the edges, the path taken is never hidden under another edge.
		const firstNode = diagram.querySelector('[data-node]');
		for (const edge of diagram.querySelectorAll('[data-edge].is-on-path')) diagram.insertBefore(edge, firstNode);
		this.#centre(diagram.querySelector('.is-current'));
	}

	/** Scrolls the diagram's box (not the page) so `node` sits in its middle. */
	#centre(node: Element | null): void {
		const box = this.querySelector<HTMLElement>('[data-wizard-diagram-box]');
		if (!node || !box || box.clientWidth === 0) return;
		const at = node.getBoundingClientRect();
		const frame = box.getBoundingClientRect();
		const behavior = this.#centred && !matchMedia('(prefers-reduced-motion: reduce)').matches ? 'smooth' : 'auto';
		box.scrollBy({ left: at.left - frame.left - (frame.width - at.width) / 2, top: at.top - frame.top - (frame.height - at.height) / 2, behavior });
		this.#centred = true;
	}

	#template(nodeId: string): HTMLTemplateElement {
		const template = this.querySelector<HTMLTemplateElement>(`template[data-wizard-node="${CSS.escape(nodeId)}"]`);
		if (!template) throw new Error(`triage-wizard: no template for node "${nodeId}"`);
		return template;
	}

	#part(name: Part): HTMLElement {
		const element = this.querySelector<HTMLElement>(`[data-wizard-${name}]`);
		if (!element) throw new Error(`triage-wizard: missing [data-wizard-${name}]`);
		return element;
	}
}

customElements.define('triage-wizard', TriageWizard);
