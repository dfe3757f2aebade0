/**
 * `<triage-menu>`: on narrow screens, the Menu link opens the sidebar (families, tools, site links)
 * as a drawer. Without JavaScript the same link jumps to the sidebar at the foot of the page. The
 * drawer closes on Escape, on the Menu button, on a click outside it and when focus leaves it.
 */
class TriageMenu extends HTMLElement {
	connectedCallback(): void {
		const toggle = this.querySelector<HTMLAnchorElement>('a[data-menu-toggle]');
		const drawer = toggle ? document.getElementById(toggle.getAttribute('aria-controls') ?? '') : null;
		if (!toggle || !drawer) return;
		toggle.setAttribute('role', 'button');
		toggle.setAttribute('aria-expanded', 'false');
		const setOpen = (open: boolean, returnFocus = false) => {
			drawer.classList.toggle('is-open', open);
			toggle.setAttribute('aria-expanded', String(open));
			if (open) (drawer.querySelector<HTMLElement>('a[aria-current="page"]') ?? drawer.querySelector<HTMLElement>('a'))?.focus();
			else if (returnFocus) toggle.focus();
		};
		const isOpen = () => drawer.classList.contains('is-open');
		toggle.addEventListener('click', (event) => {
			event.preventDefault();
			setOpen(!isOpen());
		});
		// A link role=button also answers Space, as a button would.
		toggle.addEventListener('keydown', (event) => {
			if (event.key !== ' ') return;
			event.preventDefault();
			setOpen(!isOpen());
		});
		document.addEventListener('keydown', (event) => {
			if (event.key === 'Escape' && isOpen()) setOpen(false, true);
		});
		document.addEventListener('click', (event) => {
			const target = event.target as Node;
			if (isOpen() && !drawer.contains(target) && !toggle.contains(target)) setOpen(false);
		});
		drawer.addEventListener('focusout', (event) => {
			const next = event.relatedTarget as Node | null;
			if (isOpen() && next && !drawer.contains(next) && !toggle.contains(next)) setOpen(false);
		});
		// Following a link inside the page (a family is its own page, but "All families" is an anchor) closes it.
		drawer.addEventListener('click', (event) => {
			if ((event.target as Element).closest('a')) setOpen(false);
		});
	}
}

customElements.define('triage-menu', TriageMenu);
