/**
 * `<triage-toc>`: marks the "On this page" entry of the section being read (`aria-current="true"`):
 * the last heading that has scrolled past the top third of the window. It reads positions once per
 * frame at most, only while the page scrolls.
 */
class TriageToc extends HTMLElement {
	#frame = 0;
	#onScroll = () => {
		if (this.#frame === 0) this.#frame = requestAnimationFrame(() => this.#update());
	};

	connectedCallback(): void {
		window.addEventListener('scroll', this.#onScroll, { passive: true });
		window.addEventListener('hashchange', this.#onScroll);
		this.#update();
	}

	disconnectedCallback(): void {
		window.removeEventListener('scroll', this.#onScroll);
		window.removeEventListener('hashchange', this.#onScroll);
	}

	#update(): void {
		this.#frame = 0;
		const links = [...this.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
		const line = window.innerHeight / 3;
		let current: HTMLAnchorElement | undefined;
		for (const link of links) {
			const target = document.getElementById(decodeURIComponent(link.hash.slice(1)));
			if (target && target.getBoundingClientRect().top <= line) current = link;
		}
		// At the very bottom, the last section is the one being read even if its heading never reached the line.
		if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) current = links.at(-1) ?? current;
		for (const link of links) {
			if (link === current) link.setAttribute('aria-current', 'true');
			else link.removeAttribute('aria-current');
		}
	}
}

customElements.define('triage-toc', TriageToc);
