/**
 * `<triage-copy-link>`: turns the link inside it into a button-like control that copies the
 * link's absolute URL to the clipboard and says so. Without JavaScript the link still works.
 */
class TriageCopyLink extends HTMLElement {
	connectedCallback(): void {
		const link = this.querySelector('a');
		const status = this.querySelector<HTMLElement>('.copy-link-status');
		if (!link || !status) return;
		link.setAttribute('role', 'button');
		link.addEventListener('click', async (event) => {
			event.preventDefault();
			const url = new URL(link.getAttribute('href') ?? '', location.href).href;
			try {
				await navigator.clipboard.writeText(url);
				status.textContent = 'Link copied';
			} catch {
				// Clipboard refused (no permission, insecure context): fall back to showing the URL in the address bar.
				history.replaceState(null, '', url);
				status.textContent = 'Link is in the address bar';
			}
			window.setTimeout(() => (status.textContent = ''), 2500);
		});
	}
}

customElements.define('triage-copy-link', TriageCopyLink);
